import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { AstroIntegration } from 'astro'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** Fonts and images are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|html|json|xml|txt|webmanifest)$/
/** compression's threshold (server/request-handler.ts): a smaller file is sent as it is. */
const MIN_BYTES = 1024

/**
 * The build's text files compressed once at the strongest settings rather than on every request.
 */
export function precompress(): AstroIntegration {
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

/** The text files under `dir` of MIN_BYTES or more. */
async function textFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  const files = entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
  const sizes = await Promise.all(files.map(async (file) => (await stat(file)).size))
  return files.filter((_, i) => (sizes[i] ?? 0) >= MIN_BYTES)
}
