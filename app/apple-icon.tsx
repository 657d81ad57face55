import { ImageResponse } from 'next/og'

export const size = { width: 180, height: 180 }
export const contentType = 'image/png'

/** apple-touch-icon: the practice's monogram, opaque as iOS wants it. */
export default function AppleIcon() {
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        backgroundColor: '#1e2a44',
        color: '#ffffff',
        fontSize: 84,
        fontWeight: 700,
        borderBottom: '10px solid #d9b878',
      }}
    >
      VR
    </div>,
    size,
  )
}
