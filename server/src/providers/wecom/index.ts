export { createWecomRobot, fitMarkdown, MARKDOWN_MAX_BYTES, uploadUrlOf, WecomError, type WecomErrorKind, type WecomRobot } from './robot.js';
