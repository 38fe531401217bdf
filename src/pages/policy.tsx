import { unstable_notFound as notFound } from 'waku/router/server';
import { PageFrame } from '../components/layout/page-frame';
import { POLICIES } from '../content/policies';
import { getT } from '../site/data.server';
import { POLICY_DOCS } from '../site/routes';

/** The four policy documents, each in the language of its address (spec section 2). */
export default function PolicyPage({ docLang, doc }: { docLang: string; doc: string }) {
  const key = `${docLang}/${doc}`;
  if (!POLICY_DOCS.some((d) => `${d.lang}/${d.doc}` === key)) notFound();
  const t = getT();
  const policy = POLICIES[key as keyof typeof POLICIES];
  return (
    <PageFrame
      title={policy.title}
      lead={t('policy.updated', { date: policy.updated })}
      // The document's own opening, in its own language.
      description={policy.sections[0]?.paragraphs[0]}
    >
      <article lang={docLang} className="prose-text max-w-3xl">
        {policy.sections.map((s) => (
          <section key={s.heading}>
            <h2>{s.heading}</h2>
            {s.paragraphs.map((p, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a static text list, never reordered, and its texts may repeat.
              <p key={i}>{p}</p>
            ))}
          </section>
        ))}
      </article>
    </PageFrame>
  );
}
