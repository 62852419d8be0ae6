import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import App from './app/app';
import { inspectSaves } from './play/saved-game';
import { inspectCampaign } from './play/saved-campaign';
import './styles.css';

// A render-measurement scene, fetched only when the URL asks for it (see e2e/src/render-scale.spec.ts).
const StressScene = lazy(() => import('./stress/stress-scene'));
const params = new URLSearchParams(window.location.search);

// Saves are read and checked before anything renders: a damaged one is set aside here, never met by a screen.
const saves = inspectSaves(window.localStorage);
const campaign = inspectCampaign(window.localStorage);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    {params.get('scene') === 'stress' ? (
      <Suspense fallback={null}>
        <StressScene size={Number(params.get('size') ?? 128)} units={Number(params.get('units') ?? 300)} mixed={params.get('figures') === 'mixed'} />
      </Suspense>
    ) : (
      <App initialSaves={saves} initialCampaign={campaign} />
    )}
  </StrictMode>,
);
