import { createPages } from 'waku';
import { unstable_setNonce as setNonce } from 'waku/router/server';
import adapter from './server/adapter';
import { findSiteContext, getSiteContext } from './site/context.server';

const Root = ({ children }: { children: React.ReactNode }) => {
  const ctx = getSiteContext();
  return (
    <html lang={ctx.lang}>
      <head>
      </head>
      <body>{children}</body>
    </html>
  );
};

const Home = () => {
  const ctx = getSiteContext();
  return <h1>Home {ctx.lang} {ctx.path} {ctx.country ?? 'none'}</h1>;
};

export default adapter(
  createPages(async ({ createPage, createRoot, createInterceptor }) => {
  createInterceptor((next) => {
    const nonce = findSiteContext()?.nonce;
    if (nonce) setNonce(nonce);
    return next();
  });
  return [
    createRoot({ render: 'dynamic', component: Root }),
    createPage({ render: 'dynamic', path: '/', component: Home }),
  ];
  }),
);
