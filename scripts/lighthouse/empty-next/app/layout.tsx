/** The smallest Next.js App Router page: the reference of `npm run bench:lighthouse`. */
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="fr">
      <body>{children}</body>
    </html>
  )
}
