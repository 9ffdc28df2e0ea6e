/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** ICP record shown in the login footer (hidden when empty). */
  readonly VITE_ICP_RECORD?: string;
  /** URL of the mini-program QR image. */
  readonly VITE_MINI_PROGRAM_QR?: string;
  /** Comma-separated organisation ids of the special customer class. */
  readonly VITE_DECLARATION_ORGS?: string;
}
