import pngjs from 'pngjs'

const { PNG } = pngjs

/** Palette of the practice's site: deep navy, warm gold, off-white, plus two derived tones. */
const PALETTE = {
  navy: [0x1e, 0x2a, 0x44],
  navyLight: [0x2c, 0x3b, 0x5c],
  gold: [0xb0, 0x8d, 0x57],
  goldLight: [0xcf, 0xb4, 0x86],
  paper: [0xf5, 0xf1, 0xea],
}

/**
 * Encodes an 8-bit RGB image as a PNG file (pngjs).
 * @param {number} width pixels
 * @param {number} height pixels
 * @param {Uint8Array} rgb width*height*3 bytes, rows top to bottom
 * @returns {Buffer} complete PNG file bytes
 */
function encodePng(width, height, rgb) {
  return PNG.sync.write(
    { width, height, data: Buffer.from(rgb.buffer, rgb.byteOffset, rgb.byteLength) },
    { colorType: 2, inputColorType: 2, inputHasAlpha: false },
  )
}

/** Small deterministic PRNG so a given seed always yields the same artwork (and the same file size). */
function mulberry32(seed) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

// Shapes are signed-distance functions in the 1200×630 design space; coverage is derived from the
// distance so edges are anti-aliased at every output size without supersampling.
// Every shape carries its bounding box [x0, y0, x1, y1] so the renderer can skip it cheaply.
const circle = (cx, cy, r, color) => ({
  color,
  box: [cx - r, cy - r, cx + r, cy + r],
  sdf: (x, y) => Math.sqrt((x - cx) ** 2 + (y - cy) ** 2) - r,
})
const ring = (cx, cy, r, w, color) => ({
  color,
  box: [cx - r - w, cy - r - w, cx + r + w, cy + r + w],
  sdf: (x, y) => Math.abs(Math.sqrt((x - cx) ** 2 + (y - cy) ** 2) - r) - w / 2,
})
const rect = (x0, y0, x1, y1, color) => ({
  color,
  box: [x0, y0, x1, y1],
  sdf: (x, y) => {
    const dx = Math.max(x0 - x, x - x1)
    const dy = Math.max(y0 - y, y - y1)
    return dx > 0 && dy > 0 ? Math.sqrt(dx ** 2 + dy ** 2) : Math.max(dx, dy)
  },
})
/** Half-plane on the side where a*x + b*y > c, (a, b) need not be normalised. */
const halfPlane = (a, b, c, color) => {
  const n = Math.sqrt(a ** 2 + b ** 2)
  return {
    color,
    box: [-Infinity, -Infinity, Infinity, Infinity],
    sdf: (x, y) => (c - a * x - b * y) / n,
  }
}
const line = (x0, y0, x1, y1, w, color) => ({
  color,
  box: [Math.min(x0, x1) - w, Math.min(y0, y1) - w, Math.max(x0, x1) + w, Math.max(y0, y1) + w],
  sdf: (x, y) => {
    const vx = x1 - x0
    const vy = y1 - y0
    const t = Math.max(0, Math.min(1, ((x - x0) * vx + (y - y0) * vy) / (vx * vx + vy * vy)))
    return Math.sqrt((x - x0 - t * vx) ** 2 + (y - y0 - t * vy) ** 2) - w / 2
  },
})

/**
 * Builds the list of shapes for one calm geometric composition.
 * @param {number} variant 0..5 selects the layout family
 * @param {number} seed varies positions and proportions inside the family
 */
function composition(variant, seed) {
  const rnd = mulberry32(seed * 7919 + variant)
  const { navy, navyLight, gold, goldLight, paper } = PALETTE
  const j = (span) => (rnd() - 0.5) * span
  switch (variant % 6) {
    case 0:
      return {
        background: navy,
        shapes: [
          circle(860 + j(120), 320 + j(80), 230 + j(40), gold),
          circle(860 + j(120), 320 + j(80), 150 + j(30), navyLight),
          line(120, 470 + j(40), 640 + j(80), 470 + j(40), 3, paper),
          line(120, 500 + j(40), 460 + j(80), 500 + j(40), 3, goldLight),
        ],
      }
    case 1:
      return {
        background: paper,
        shapes: [
          rect(140 + j(40), 0, 330 + j(40), 630, navy),
          rect(380 + j(40), 120 + j(60), 520 + j(40), 630, navyLight),
          ring(880 + j(100), 300 + j(80), 170 + j(40), 14, gold),
          circle(880 + j(100), 630, 90 + j(30), goldLight),
        ],
      }
    case 2:
      return {
        background: paper,
        shapes: [
          halfPlane(0.55 + j(0.2), 1, 520 + j(80), navy),
          halfPlane(0.55, 1, 720 + j(60), navyLight),
          line(0, 210 + j(60), 1200, 210 + j(60), 10, gold),
          circle(300 + j(140), 180 + j(60), 46 + j(16), gold),
        ],
      }
    case 3: {
      const cx = 600 + j(300)
      return {
        background: navy,
        shapes: [
          ring(cx, 640, 520, 10, goldLight),
          ring(cx, 640, 420, 10, gold),
          ring(cx, 640, 320, 10, goldLight),
          circle(cx, 640, 210 + j(30), gold),
          rect(0, 600, 1200, 630, navyLight),
        ],
      }
    }
    case 4: {
      const shapes = []
      const cols = 6
      const size = 110
      const ox = 170 + j(60)
      for (let i = 0; i < cols; i++) {
        for (let k = 0; k < 3; k++) {
          const x = ox + i * 150
          const y = 110 + k * 150
          const pick = rnd()
          const color = pick < 0.15 ? gold : pick < 0.3 ? goldLight : navy
          shapes.push(rect(x, y, x + size, y + size, color))
        }
      }
      return { background: paper, shapes }
    }
    default:
      return {
        background: navyLight,
        shapes: [
          rect(0, 380 + j(60), 1200, 630, navy),
          circle(820 + j(200), 380 + j(40), 120 + j(30), gold),
          rect(0, 400 + j(50), 1200, 630, navy),
          line(100, 540 + j(40), 1100, 540 + j(40), 4, goldLight),
          line(240, 580 + j(20), 960, 580 + j(20), 4, paper),
        ],
      }
  }
}

/** Renders a composition into RGB bytes; (sx, sy, sw, sh) is the source window in design space. */
function render(spec, width, height, sx, sy, sw, sh) {
  const out = new Uint8Array(width * height * 3)
  const k = sw / width // design units per output pixel, used to anti-alias over one output pixel
  const [br, bg, bb] = spec.background
  const shapes = spec.shapes
  for (let py = 0; py < height; py++) {
    const y = sy + (py + 0.5) * (sh / height)
    const rowShapes = shapes.filter((s) => y >= s.box[1] - k && y <= s.box[3] + k)
    const n = rowShapes.length
    for (let px = 0; px < width; px++) {
      const x = sx + (px + 0.5) * k
      let r = br
      let g = bg
      let b = bb
      for (let i = 0; i < n; i++) {
        const shape = rowShapes[i]
        if (x < shape.box[0] - k || x > shape.box[2] + k) continue
        const d = shape.sdf(x, y) / k
        if (d >= 0.5) continue
        const a = d <= -0.5 ? 1 : 0.5 - d
        const c = shape.color
        r += (c[0] - r) * a
        g += (c[1] - g) * a
        b += (c[2] - b) * a
      }
      const o = (py * width + px) * 3
      out[o] = r
      out[o + 1] = g
      out[o + 2] = b
    }
  }
  return out
}

export const FULL_WIDTH = 1200
export const FULL_HEIGHT = 630

/**
 * Renders one artwork at a given output size, like WordPress's image sub-sizes:
 * `crop` false scales the whole 1200×630 picture, `crop` true takes the centred window
 * with the output's aspect ratio first (what WordPress does for the 150×150 thumbnail).
 * @param {{variant: number, seed: number}} art
 * @param {number} width output width in pixels
 * @param {number} height output height in pixels
 * @param {boolean} crop
 * @returns {Buffer} PNG bytes
 */
export function renderArtworkPng(art, width, height, crop) {
  const spec = composition(art.variant, art.seed)
  let sw = FULL_WIDTH
  let sh = FULL_HEIGHT
  if (crop) {
    const ratio = width / height
    if (FULL_WIDTH / FULL_HEIGHT > ratio) sw = FULL_HEIGHT * ratio
    else sh = FULL_WIDTH / ratio
  }
  const sx = (FULL_WIDTH - sw) / 2
  const sy = (FULL_HEIGHT - sh) / 2
  return encodePng(width, height, render(spec, width, height, sx, sy, sw, sh))
}
