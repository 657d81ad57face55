/** Open Graph image size recommended by the major networks, in pixels. */
export const OG_SIZE = { width: 1200, height: 630 } as const
