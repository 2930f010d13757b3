/** What a dose reminder says aloud (machines/reminders/doseReminderEffects), followed by when to take it. */
export const reminderTexts = {
  spoken: (medicine: string) => `Está na hora de tomar ${medicine}.`,
} as const;
