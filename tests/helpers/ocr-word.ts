/**
 * A word as OCR gives it to the capture rules, for hand-made pages in the unit tests: its text,
 * where it starts on page 1 (0–1 of the page), and how sure OCR was of it. Its width follows
 * its length, as the generator's fonts do.
 */
export const ocrWord = (text: string, x0: number, y: number, confidence = 0.92, height = 0.01) => ({
  text,
  page: 1,
  box: [x0, y, x0 + text.length * 0.008, y + height] as [number, number, number, number],
  confidence,
});
