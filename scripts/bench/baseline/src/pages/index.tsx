// The benchmark's baseline page: a near-empty page that Waku renders on every request.
export default function Index() {
  return (
    <div>
      <h1>Baseline</h1>
      <p>Rendered at {new Date().toISOString()}</p>
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
