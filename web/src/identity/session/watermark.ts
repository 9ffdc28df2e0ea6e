/** The layout, text rules and the painted cell are shared with the mini-program. */
export { watermarkCellSvg, watermarkCellUrl, watermarkLayout, watermarkText, type WatermarkConfig, type WatermarkLayout } from '@peilian/shared';
