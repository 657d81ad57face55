export const OG_SIZE = { width: 1200, height: 630 } as const
