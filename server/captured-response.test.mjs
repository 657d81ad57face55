import { IncomingMessage } from 'node:http'
import { Socket } from 'node:net'
import { text } from 'node:stream/consumers'
import { describe, expect, it } from 'vitest'
import { CapturedResponse } from './captured-response.mjs'

const request = () => new IncomingMessage(new Socket())

describe('CapturedResponse', () => {
  it('gives the head at writeHead and the body as a stream', async () => {
    const response = new CapturedResponse(request())
    response.setHeader('X-Early', '1')
    response.writeHead(201, 'Created', {
      'Content-Type': 'text/html',
      'Set-Cookie': ['a=1', 'b=2'],
    })
    response.write('<p>')
    response.end('corps</p>')
    expect(await response.head).toEqual({
      statusCode: 201,
      headers: { 'x-early': '1', 'content-type': 'text/html', 'set-cookie': ['a=1', 'b=2'] },
    })
    expect(response.headersSent).toBe(true)
    expect(await text(response)).toBe('<p>corps</p>')
  })

  it('takes Node.js’s flat header list', async () => {
    const response = new CapturedResponse(request())
    response.writeHead(200, ['Content-Type', 'text/plain', 'X-Two', '2'])
    response.end()
    expect((await response.head).headers).toEqual({ 'content-type': 'text/plain', 'x-two': '2' })
  })

  it('gives the head set without writeHead at the first write, as Node.js does', async () => {
    const response = new CapturedResponse(request())
    response.statusCode = 500
    response.setHeader('Content-Type', 'text/plain')
    expect(response.headersSent).toBe(false)
    response.end('Internal Server Error')
    expect(await response.head).toEqual({
      statusCode: 500,
      headers: { 'content-type': 'text/plain' },
    })
    expect(await text(response)).toBe('Internal Server Error')
  })

  it('answers a bare 500 when destroyed before its head', async () => {
    const response = new CapturedResponse(request())
    response.setHeader('Content-Type', 'text/html')
    response.destroy()
    expect(await response.head).toEqual({ statusCode: 500, headers: {} })
  })
})
