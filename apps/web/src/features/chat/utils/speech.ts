import { CHAT_SPEECH } from '@tontine/contracts';

export function speechAvailable(): boolean {
  return (
    typeof window !== 'undefined' &&
    'speechSynthesis' in window &&
    typeof SpeechSynthesisUtterance !== 'undefined'
  );
}

/** Reads a message aloud with a French voice, rate 0.9, pitch 1. */
export function speak(text: string): void {
  if (!speechAvailable()) return;
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = CHAT_SPEECH.lang;
  utterance.rate = CHAT_SPEECH.rate;
  utterance.pitch = CHAT_SPEECH.pitch;
  const voices = window.speechSynthesis.getVoices();
  const voice =
    voices.find((candidate) => candidate.lang === CHAT_SPEECH.lang) ??
    voices.find((candidate) => candidate.lang.startsWith(CHAT_SPEECH.lang.slice(0, 2)));
  if (voice) utterance.voice = voice;
  window.speechSynthesis.speak(utterance);
}

/** Stops what is being read (leaving the chat). */
export function stopSpeaking(): void {
  if (speechAvailable()) window.speechSynthesis.cancel();
}
