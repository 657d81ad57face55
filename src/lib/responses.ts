/** An empty 404, rendered by src/pages/404.astro; with its status text, or Node.js says « 404 OK ». */
export function notFound(): Response {
  return new Response(null, { status: 404, statusText: 'Not Found' })
}
