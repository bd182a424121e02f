import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FEEDBACK_HIDE_MS, type FlowProgressDto } from '@tontine/contracts';
import { Route, Routes, useLocation, useParams, useSearchParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, deferred, fakeApi, sentBodies } from '../../../test/fake-api';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { signInAsMe } from '../../../test/factories';
import { isFlowName, stepIndexOf } from '../utils/flows';
import { FlowNotFound } from './flow-not-found';
import { FlowShell } from './flow-shell';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

/** The route as the app mounts it, with each step a screen naming itself. */
function Harness() {
  const { flow = '', step } = useParams();
  const [params] = useSearchParams();
  if (!isFlowName(flow) || stepIndexOf(flow, step) < 0) return <FlowNotFound flow={flow} />;
  return (
    <FlowShell flow={flow} index={stepIndexOf(flow, step)} preview={params.get('preview') === '1'}>
      {({ index }) => <p>écran {index}</p>}
    </FlowShell>
  );
}

function renderFlow(path: string) {
  const saved: FlowProgressDto[] = [];
  const fetch = fakeApi({
    'PUT /users/me/flows/onboarding': ({ body }) => {
      const dto = {
        flow: 'onboarding',
        ...(body as object),
        updated_at: new Date(0).toISOString(),
      } as FlowProgressDto;
      saved.push(dto);
      return jsonResponse(dto);
    },
  });
  renderWithProviders(
    <>
      <Routes>
        <Route path="/guide/:flow/:step" element={<Harness />} />
      </Routes>
      <Where />
    </>,
    { route: path },
  );
  return { fetch, saved };
}

const press = (key: string, altKey = false) => fireEvent.keyDown(document.body, { key, altKey });
const where = () => screen.getByTestId('where').textContent;

describe('the guided flow engine', () => {
  beforeEach(() => {
    signInAsMe();
    localStorage.removeItem('tontine.guide.navPlacement');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('moves with Alt+Right, Alt+Left and Escape, and saves each step reached', async () => {
    const { fetch } = renderFlow('/guide/onboarding/welcome');
    expect(await screen.findByText('écran 0')).toBeInTheDocument();
    expect(screen.getAllByText(/Étape 1 sur 5/).length).toBeGreaterThan(0);
    press('ArrowRight', true);
    expect(await screen.findByText('écran 1')).toBeInTheDocument();
    expect(where()).toBe('/guide/onboarding/role-selection');
    press('ArrowRight', true);
    expect(await screen.findByText('écran 2')).toBeInTheDocument();
    press('ArrowLeft', true);
    expect(await screen.findByText('écran 1')).toBeInTheDocument();
    press('Escape');
    expect(await screen.findByText('écran 0')).toBeInTheDocument();
    // Without Alt, the arrows belong to the page (text boxes, scrolling).
    press('ArrowRight');
    expect(where()).toBe('/guide/onboarding/welcome');
    await waitFor(() =>
      expect(sentBodies(fetch, 'PUT', '/users/me/flows/onboarding')).toEqual([
        { step_index: 0, completed: false },
        { step_index: 1, completed: false },
        { step_index: 2, completed: false },
        { step_index: 1, completed: false },
        { step_index: 0, completed: false },
      ]),
    );
  });

  it('leaves Escape to a text field that has the focus', async () => {
    function WithField() {
      return (
        <FlowShell flow="onboarding" index={1} preview={false}>
          {() => <input aria-label="Recherche" />}
        </FlowShell>
      );
    }
    fakeApi({
      'PUT /users/me/flows/onboarding': ({ body }) =>
        jsonResponse({ flow: 'onboarding', ...(body as object), updated_at: '' }),
    });
    renderWithProviders(
      <>
        <WithField />
        <Where />
      </>,
      { route: '/guide/onboarding/role-selection' },
    );
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Recherche' }), { key: 'Escape' });
    expect(where()).toBe('/guide/onboarding/role-selection');
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Recherche' }), {
      key: 'ArrowLeft',
      altKey: true,
    });
    await waitFor(() => expect(where()).toBe('/guide/onboarding/welcome'));
  });

  it("says 'Déjà au début' at the first step and 'Parcours terminé' past the last", async () => {
    const { fetch } = renderFlow('/guide/onboarding/welcome');
    await screen.findByText('écran 0');
    press('ArrowLeft', true);
    expect(await screen.findByText('Déjà au début')).toBeInTheDocument();
    expect(where()).toBe('/guide/onboarding/welcome');

    await userEvent.click(screen.getByRole('button', { name: /Suivant/ }));
    await screen.findByText('écran 1');
    for (let i = 2; i <= 4; i++) {
      press('ArrowRight', true);
      await screen.findByText(`écran ${i}`);
    }
    await userEvent.click(screen.getByRole('button', { name: /Terminer/ }));
    expect(await screen.findByText('Parcours terminé')).toBeInTheDocument();
    expect(where()).toBe('/guide/onboarding/complete');
    await waitFor(() =>
      expect(sentBodies(fetch, 'PUT', '/users/me/flows/onboarding').at(-1)).toEqual({
        step_index: 4,
        completed: true,
      }),
    );
  });

  it('in preview only shows the simulated navigation and changes nothing', async () => {
    const { fetch } = renderFlow('/guide/onboarding/role-selection?preview=1');
    await screen.findByText('écran 1');
    press('ArrowRight', true);
    expect(
      await screen.findByText('Navigation simulée : vers « Créer un groupe »'),
    ).toBeInTheDocument();
    press('Escape');
    expect(await screen.findByText('Navigation simulée : vers « Bienvenue »')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Suivant/ }));
    expect(where()).toBe('/guide/onboarding/role-selection?preview=1');
    expect(screen.getByText('écran 1')).toBeInTheDocument();
    // Not a single write: the step is not even saved.
    expect(callsTo(fetch, 'PUT', '/users/me/flows/onboarding')).toEqual([]);
  });

  it('hides the feedback banner after FEEDBACK_HIDE_MS (4 s)', async () => {
    expect(FEEDBACK_HIDE_MS).toBe(4000);
    renderFlow('/guide/onboarding/welcome');
    await screen.findByText('écran 0');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    press('ArrowLeft', true);
    expect(screen.getByText('Déjà au début')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(FEEDBACK_HIDE_MS - 1));
    expect(screen.getByText('Déjà au début')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Déjà au début')).not.toBeInTheDocument();
  });

  it('puts the navigation bar at the bottom, the top or floating, as chosen, and keeps the choice', async () => {
    renderFlow('/guide/onboarding/welcome');
    await screen.findByText('écran 0');
    const bar = () => screen.getByRole('navigation', { name: 'Navigation du guide' });
    expect(bar()).toHaveAttribute('data-placement', 'bottom');
    await userEvent.click(screen.getByText('En haut'));
    expect(bar()).toHaveAttribute('data-placement', 'top');
    await userEvent.click(screen.getByText('Flottante'));
    expect(bar()).toHaveAttribute('data-placement', 'floating');
    expect(bar().style.position).toBe('fixed');
    expect(localStorage.getItem('tontine.guide.navPlacement')).toBe('floating');
  });

  it('saves one step at a time, in order, so the last step reached is the one kept', async () => {
    const first = deferred<Response>();
    let calls = 0;
    const fetch = fakeApi({
      'PUT /users/me/flows/onboarding': ({ body }) => {
        calls += 1;
        const answer = jsonResponse({ flow: 'onboarding', ...(body as object), updated_at: '' });
        return calls === 1 ? first.promise.then(() => answer) : answer;
      },
    });
    renderWithProviders(
      <Routes>
        <Route path="/guide/:flow/:step" element={<Harness />} />
      </Routes>,
      { route: '/guide/onboarding/welcome' },
    );
    await screen.findByText('écran 0');
    press('ArrowRight', true);
    await screen.findByText('écran 1');
    // The first save still runs: the second waits for it.
    expect(callsTo(fetch, 'PUT', '/users/me/flows/onboarding')).toHaveLength(1);
    first.resolve(new Response());
    await waitFor(() =>
      expect(sentBodies(fetch, 'PUT', '/users/me/flows/onboarding')).toEqual([
        { step_index: 0, completed: false },
        { step_index: 1, completed: false },
      ]),
    );
  });

  it('names a destination that does not exist with the documents’ navigation message', async () => {
    renderFlow('/guide/checkout/welcome');
    expect(
      await screen.findByText('Erreur de navigation: Flow checkout Destination non trouvée'),
    ).toBeInTheDocument();
  });
});
