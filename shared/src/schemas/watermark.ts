import { z } from 'zod';
import type { WatermarkConfig } from '../watermark/watermark.js';

/** An organisation's watermark setting as `GET api/common/setting/waterconfig` answers it. */
export const waterConfigSchema = z.object({ waterprint: z.union([z.literal(0), z.literal(1)]), watertext: z.string() }) satisfies z.ZodType<WatermarkConfig>;
