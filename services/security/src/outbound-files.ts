// The probes' files (a PDF to sign, a small real PNG): the outbound service's own test makers.
export { makePdf, pngDataUrl, tinyPng } from '@tunne/outbound/testing';
