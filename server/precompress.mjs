import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** Fonts and images are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|html|json|xml|txt|webmanifest)$/
/** @fastify/compress's threshold. */
const MIN_BYTES = 1024

/**
 * The build's text files compressed once at the strongest settings rather than on every request.
 * @returns {import('astro').AstroIntegration}
 */
export function precompress() {
  return {
    name: 'roques-precompress',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir)
        let count = 0
        for (const file of await textFiles(root)) {
          const content = await readFile(file)
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
          ])
          if (br.length < content.length) await writeFile(`${file}.br`, br)
          if (gz.length < content.length) await writeFile(`${file}.gz`, gz)
          count++
        }
        logger.info(`${count} files compressed with Brotli and gzip.`)
      },
    },
  }
}

/** @param {string} dir @returns {Promise<string[]>} its text files of MIN_BYTES or more */
async function textFiles(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  const files = entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
  const sizes = await Promise.all(files.map(async (file) => (await stat(file)).size))
  return files.filter((_, i) => (sizes[i] ?? 0) >= MIN_BYTES)
}
