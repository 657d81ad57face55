import { TOUCH_TARGET } from '@/components/ui/touch-target'
import type { LegalBlock, LegalDocument, LegalLink } from '@/content/legal'
import { ExternalLink } from './external-link'
import { WithUnbrokenNumbers } from '@/components/ui/unbroken-numbers'

function BlockLink({ link }: { link: LegalLink }) {
  if (link.external) return <ExternalLink href={link.href}>{link.label}</ExternalLink>
  const internal = link.href.startsWith('/')
  const className =
    'inline-flex min-h-11 items-center font-semibold text-accent underline-offset-4 hover:underline'
  return internal ? (
    <a href={link.href} className={className}>
      {link.label}
    </a>
  ) : (
    <a href={link.href} className={className}>
      {link.label}
    </a>
  )
}

function Block({ block }: { block: LegalBlock }) {
  switch (block.kind) {
    case 'p':
      return (
        <div>
          <p className="leading-relaxed">
            <WithUnbrokenNumbers text={block.text} />
          </p>
          {block.link ? <BlockLink link={block.link} /> : null}
        </div>
      )
    case 'ul':
      return (
        <ul className="list-disc space-y-2 pl-6 leading-relaxed marker:text-accent">
          {block.items.map((item) => (
            <li key={item}>
              <WithUnbrokenNumbers text={item} />
            </li>
          ))}
        </ul>
      )
    case 'dl':
      return (
        <dl className="divide-y divide-border rounded-2xl border border-border bg-surface">
          {block.items.map((item) => (
            <div key={item.term} className="grid gap-1 p-4 sm:grid-cols-[14rem_1fr] sm:gap-6">
              <dt className="font-semibold text-foreground">{item.term}</dt>
              <dd className="leading-relaxed text-muted">
                {item.link && !item.link.external ? (
                  <a
                    href={item.link.href}
                    className={`font-medium text-accent underline-offset-4 hover:underline ${TOUCH_TARGET}`}
                  >
                    {item.link.label}
                  </a>
                ) : (
                  <WithUnbrokenNumbers text={item.details} />
                )}
                {item.link?.external ? (
                  <span className="block">
                    <ExternalLink href={item.link.href}>{item.link.label}</ExternalLink>
                  </span>
                ) : null}
              </dd>
            </div>
          ))}
        </dl>
      )
  }
}

/**
 * A legal document (legal notices, privacy policy): a table of contents, then one `<h2>` section
 * per topic, made of paragraphs, lists and definition lists.
 */
export function LegalDocumentView({ doc }: { doc: LegalDocument }) {
  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:py-16 lg:grid-cols-[16rem_1fr]">
      <nav aria-label="Sommaire" className="lg:sticky lg:top-28 lg:self-start">
        <p className="text-sm font-semibold tracking-[0.14em] text-accent uppercase">Sommaire</p>
        <ol className="mt-3 space-y-1 text-sm">
          {doc.sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="inline-flex min-h-9 items-center text-muted underline-offset-4 hover:text-foreground hover:underline max-sm:min-h-11 max-sm:min-w-11"
              >
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="max-w-3xl space-y-12">
        {doc.sections.map((section) => (
          <section key={section.id} aria-labelledby={section.id} data-legal-section>
            <h2 id={section.id} className="font-serif text-2xl font-semibold sm:text-3xl">
              {section.title}
            </h2>
            <div className="mt-5 space-y-4">
              {section.blocks.map((block, i) => (
                <Block key={i} block={block} />
              ))}
            </div>
          </section>
        ))}
        <p className="text-sm text-muted">Dernière mise à jour : {doc.updated}</p>
      </div>
    </div>
  )
}
