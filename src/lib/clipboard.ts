/**
 * Writes `text` to the clipboard; call it first in a click handler, while the click still counts
 * as the visitor's gesture.
 * @returns false when the browser refuses (permissions, insecure origin), for the caller to say so.
 */
export async function copyToClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text)
    return true
  } catch {
    return false
  }
}
