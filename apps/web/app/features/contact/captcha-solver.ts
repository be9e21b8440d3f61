import type { CaptchaChallenge, CaptchaPayload } from '@passerelle/shared';

/** Longest a browser may search before the visitor is told to try again. */
const SOLVE_TIMEOUT_MS = 60_000;

/**
 * Solves the server's ALTCHA challenge in the browser with WebCrypto SHA-256 (the same library
 * as the server, loaded only when a visitor asks for the check, so pages do not carry it).
 * Resolves null when aborted or too slow.
 */
export async function solveCaptcha(
  challenge: CaptchaChallenge,
  signal?: AbortSignal,
): Promise<CaptchaPayload | null> {
  const [{ solveChallenge }, { deriveKey }] = await Promise.all([
    import('altcha-lib'),
    import('altcha-lib/algorithms/web/sha'),
  ]);
  const controller = new AbortController();
  signal?.addEventListener('abort', () => controller.abort(), { once: true });
  const solution = await solveChallenge({
    challenge,
    deriveKey,
    controller,
    timeout: SOLVE_TIMEOUT_MS,
  });
  return solution ? { challenge, solution } : null;
}
