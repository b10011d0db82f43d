/**
 * The short sound each new toast plays (spec console §9), made with WebAudio so there is no
 * audio file to fetch. Browsers refuse sound before the first user gesture: then it is silent.
 */
let context: AudioContext | null = null;

export function playToastSound(): void {
  try {
    const Ctx = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Ctx) return;
    context ??= new Ctx();
    if (context.state === 'suspended') void context.resume().catch(() => undefined);
    const now = context.currentTime;
    const osc = context.createOscillator();
    const gain = context.createGain();
    osc.type = 'sine';
    osc.frequency.setValueAtTime(880, now);
    osc.frequency.exponentialRampToValueAtTime(1320, now + 0.08);
    gain.gain.setValueAtTime(0.0001, now);
    gain.gain.exponentialRampToValueAtTime(0.08, now + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, now + 0.2);
    osc.connect(gain).connect(context.destination);
    osc.start(now);
    osc.stop(now + 0.22);
  } catch {
    // No sound is no failure.
  }
}
