import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** Files worth compressing: text. Fonts and images are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|html|json|xml|txt|webmanifest)$/
/** Below this size a compressed copy saves nothing worth a second file (@fastify/compress's threshold). */
const MIN_BYTES = 1024

/**
 * Astro integration: once `astro build` is done, writes beside each text file of the browser's
 * build (`dist/client`) a Brotli copy (`.br`, quality 11) and a gzip copy (`.gz`, level 9), which
 * server/server.mjs sends as they are (@fastify/static `preCompressed`): each file is compressed
 * once, with the strongest settings, instead of on every request, and is sent whole with its
 * length. A copy that is not smaller than the file is not written.
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

/**
 * Text files of `dir` and its folders, of at least MIN_BYTES.
 * @param {string} dir
 * @returns {Promise<string[]>}
 */
async function textFiles(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  const files = entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
  const sizes = await Promise.all(files.map(async (file) => (await stat(file)).size))
  return files.filter((_, i) => (sizes[i] ?? 0) >= MIN_BYTES)
}
