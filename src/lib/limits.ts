/** Field length limits shared by forms (maxLength) and server schemas. */
export const FEEDBACK_LIMITS = { contact: 50, tel: 30, content: 1000 } as const;
