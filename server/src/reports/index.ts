/**
 * What other domains may use of reports (docs/architecture.md, "Server domains"): the figures of a
 * whole organisation over a past period and the tables that go with a scheduled notification
 * (notifications).
 */
export {
  ATTACHMENT_SCOPES,
  attachmentWorkbook,
  isAttachmentScope,
  organisationPeriodFigures,
  periodFigureValues,
  type Attachment,
  type AttachmentScope,
} from './periodReport.js';
