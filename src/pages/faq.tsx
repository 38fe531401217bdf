import { PageFrame } from '../components/layout/page-frame';
import { FAQ } from '../content/faq';
import { getSiteContext } from '../site/context.server';
import { getT } from '../site/data.server';

export default function FaqPage() {
  const ctx = getSiteContext();
  const t = getT();
  return (
    <PageFrame title={t('nav.faq')}>
      <div className="flex flex-col gap-2" data-testid="faq">
        {FAQ[ctx.lang].map((item) => (
          <details key={item.q} className="group rounded-xl border border-line bg-surface">
            <summary className="cursor-pointer list-none px-5 py-4 font-semibold [&::-webkit-details-marker]:hidden">
              <span className="mr-2 inline-block transition-transform group-open:rotate-90" aria-hidden="true">
                ›
              </span>
              {item.q}
            </summary>
            <p className="px-5 pb-4 text-sm text-muted">{item.a}</p>
          </details>
        ))}
      </div>
    </PageFrame>
  );
}
