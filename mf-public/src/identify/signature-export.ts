// The drawn signature as the API takes it (ScreenSignatureBody / SignBody image): a PNG data URL on white, at most
// 800 × 400 pixels, which keeps it far under screenSignatureLimits.maxBytes. Its own module so tests (happy-dom has
// no canvas drawing) can replace it.

export const exportLimits = { maxWidth: 800, maxHeight: 400 } as const;

/** The canvas's drawing scaled down to the limits, on a white background, as data:image/png;base64,… */
export const exportSignature = (canvas: HTMLCanvasElement): string => {
  const scale = Math.min(1, exportLimits.maxWidth / canvas.width, exportLimits.maxHeight / canvas.height);
  const out = document.createElement('canvas');
  out.width = Math.max(1, Math.round(canvas.width * scale));
  out.height = Math.max(1, Math.round(canvas.height * scale));
  const context = out.getContext('2d');
  if (!context) throw new Error('canvas unavailable');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, out.width, out.height);
  context.drawImage(canvas, 0, 0, out.width, out.height);
  return out.toDataURL('image/png');
};
