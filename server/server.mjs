import Fastify from 'fastify'
import fastifyStatic from '@fastify/static'
import { fileURLToPath } from 'node:url'
import { handler as astro } from '../dist/server/entry.mjs'

const app = Fastify()
await app.register(fastifyStatic, {
  root: fileURLToPath(new URL('../dist/client/', import.meta.url)),
  wildcard: false,
})
app.all('/*', (request, reply) => {
  reply.hijack()
  astro(request.raw, reply.raw)
})
await app.listen({ port: Number(process.env.PORT ?? 3000), host: process.env.HOST ?? '127.0.0.1' })
