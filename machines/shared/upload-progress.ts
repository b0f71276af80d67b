/**
 * The one upload progress of spec 1 section 4, for every statechart that
 * sends files (the upload machine, the chat composer): real progress from the
 * transport when it reports some, else 10 % every 50 ms up to 90 % (demo's
 * in-page server answers at once, or after its latency, with no progress).
 */
export const SIMULATED_STEP = 10;
export const SIMULATED_TICK_MS = 50;
const SIMULATED_CEILING = 90;

/** One simulated tick. */
export const simulatedStep = (progress: number) => Math.min(progress + SIMULATED_STEP, SIMULATED_CEILING);

/** A transport's progress report, never going back and never 100 % before the answer. */
export const reportedProgress = (progress: number, loaded: number, total: number) => Math.max(progress, total ? Math.min(99, Math.round((loaded / total) * 100)) : progress);
