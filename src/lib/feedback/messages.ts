/** What visitors send back: the feedback form and the action log. */
export const FEEDBACK_MSG = {
  feedbackContact: '请输入您的姓名',
  feedbackTel: '请输入您的联系电话',
  feedbackContent: '请输入反馈和建议',
  feedbackThanks: '感谢您的反馈，我们会尽快处理',
  feedbackTooLong: '反馈内容不能超过1000个字',
  actionRequired: '缺少行为类型',
  actionLogged: '已记录',
} as const;
