import { forwardRef, useEffect, useId, useImperativeHandle, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@tunne/design-system/Button';
import * as styles from '../shared/public.module.css';
import { exportSignature } from './signature-export.ts';

export interface SignaturePadHandle {
  /** The drawing as a PNG data URL (white background, at most 800 × 400). */
  toDataUrl: () => string;
}

/** Largest backing store kept in memory: a phone's 3× display on a wide pad would otherwise be needlessly big. */
const maxBackingWidth = 1600;

/**
 * A pad to draw a signature on with a finger, a pen or the mouse (Pointer Events; `touch-action: none` so the page
 * does not scroll while drawing). The canvas keeps a 2:1 shape, its pixels scaled for the device's pixel ratio;
 * `onDrawnChange` says whether anything is drawn.
 */
export const SignaturePad = forwardRef<SignaturePadHandle, { onDrawnChange: (drawn: boolean) => void; disabled?: boolean }>(function SignaturePad(
  { onDrawnChange, disabled = false },
  ref,
) {
  const { t } = useTranslation('public');
  const canvas = useRef<HTMLCanvasElement>(null);
  const last = useRef<{ x: number; y: number } | null>(null);
  const [drawn, setDrawn] = useState(false);
  const hintId = useId();

  useImperativeHandle(ref, () => ({ toDataUrl: () => exportSignature(canvas.current as HTMLCanvasElement) }), []);

  // The backing store once, from the laid-out width; later resizes only scale it (the CSS keeps the 2:1 shape).
  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const ratio = Math.max(1, window.devicePixelRatio || 1);
    const cssWidth = element.getBoundingClientRect().width || 600;
    element.width = Math.min(maxBackingWidth, Math.round(cssWidth * ratio));
    element.height = Math.round(element.width / 2);
  }, []);

  const mark = (value: boolean) => {
    setDrawn(value);
    onDrawnChange(value);
  };

  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const element = event.currentTarget;
    const rect = element.getBoundingClientRect();
    const scaleX = rect.width ? element.width / rect.width : 1;
    const scaleY = rect.height ? element.height / rect.height : 1;
    return { x: (event.clientX - rect.left) * scaleX, y: (event.clientY - rect.top) * scaleY, scale: scaleX };
  };

  const stroke = (event: PointerEvent<HTMLCanvasElement>, to: { x: number; y: number; scale: number }) => {
    const from = last.current ?? to;
    const context = event.currentTarget.getContext?.('2d');
    if (context) {
      context.strokeStyle = '#1a1f2b';
      context.lineWidth = 2.5 * to.scale * (event.pointerType === 'pen' && event.pressure > 0 ? 0.6 + event.pressure : 1);
      context.lineCap = 'round';
      context.lineJoin = 'round';
      context.beginPath();
      context.moveTo(from.x, from.y);
      context.lineTo(to.x + (from === to ? 0.1 : 0), to.y);
      context.stroke();
    }
    last.current = to;
    if (!drawn) mark(true);
  };

  const down = (event: PointerEvent<HTMLCanvasElement>) => {
    if (disabled || (event.pointerType === 'mouse' && event.button !== 0)) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    last.current = null;
    stroke(event, point(event));
  };
  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    if (disabled || !last.current) return;
    event.preventDefault();
    stroke(event, point(event));
  };
  const up = () => {
    last.current = null;
  };

  const clear = () => {
    const element = canvas.current;
    element?.getContext?.('2d')?.clearRect(0, 0, element.width, element.height);
    last.current = null;
    mark(false);
  };

  return (
    <div>
      <div className={styles.pad}>
        <canvas
          ref={canvas}
          className={styles.padCanvas}
          role="img"
          aria-label={t('screensignature.pad')}
          aria-describedby={hintId}
          onPointerDown={down}
          onPointerMove={move}
          onPointerUp={up}
          onPointerCancel={up}
          onPointerLeave={up}
        />
        <span className={styles.padLine} aria-hidden="true" />
      </div>
      <div className={styles.padTools}>
        <span id={hintId} className={styles.help}>
          {drawn ? '' : t('screensignature.empty')}
        </span>
        <Button variant="ghost" size="sm" onClick={clear} disabled={!drawn || disabled}>
          {t('screensignature.clear')}
        </Button>
      </div>
    </div>
  );
});
