/** Zoom steps of the viewer's toolbar, shared by the PDF and the image view. */
export const ZOOM_STEPS = [0.25, 0.33, 0.5, 0.67, 0.75, 0.9, 1, 1.1, 1.25, 1.5, 1.75, 2, 2.5, 3, 4, 5] as const;
export const MIN_ZOOM = ZOOM_STEPS[0];
export const MAX_ZOOM = 5;

/** The next step above the current scale (which fit-to-width may have left between steps). */
export function zoomIn(scale: number): number {
  return ZOOM_STEPS.find((step) => step > scale + 0.001) ?? MAX_ZOOM;
}

export function zoomOut(scale: number): number {
  return [...ZOOM_STEPS].reverse().find((step) => step < scale - 0.001) ?? MIN_ZOOM;
}

/** Quarter turns clockwise, in degrees as pdf.js and CSS take them. */
export function rotateRight(rotation: number): number {
  return (rotation + 90) % 360;
}

/** The scale at which content of the given width fills the available width (never 0). */
export function fitWidthScale(available: number, contentWidth: number): number {
  if (available <= 0 || contentWidth <= 0) return 1;
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, available / contentWidth));
}
