import { useState } from 'react';
import { createRoot } from 'react-dom/client';

/** The floor: what any React 19 page pays, built with the app's esbuild settings. */
function Floor() {
  const [n, setN] = useState(0);
  return (
    <main>
      <h1 id="ready">Floor</h1>
      <button type="button" onClick={() => setN(n + 1)}>
        {n}
      </button>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(<Floor />);
