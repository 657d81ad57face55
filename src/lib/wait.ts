/**
 * A promise that resolves after `ms` milliseconds (a `setTimeout`), never rejects.
 * @param ms the delay in milliseconds; 0 or less resolves in the next task.
 */
export function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}
