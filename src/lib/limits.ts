/** Field length limits shared by forms (maxLength) and server schemas. */
export const FEEDBACK_LIMITS = { contact: 50, tel: 30, content: 1000 } as const;

/** Files: report upload size, preview pages shown to readers without full access, token lifetime, a data import's file. */
export const FILE_LIMITS = { maxUploadMb: 20, previewPages: 3, tokenTtlS: 300, maxImportMb: 20 } as const;
