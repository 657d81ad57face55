export const metadata = { title: 'Page vide', description: 'Page de référence sans contenu.' }

/** One heading and one sentence, nothing else: what Next.js itself costs a page. */
export default function Page() {
  return (
    <main>
      <h1>Page vide</h1>
      <p>Une page Next.js sans rien d’autre, pour mesurer ce que coûte le cadre lui-même.</p>
    </main>
  )
}
