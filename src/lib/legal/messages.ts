/** 用户协议 / 隐私政策 (issue 30): the consent box, the re-consent prompt, the editors' refusals. */
export const LEGAL_MSG = {
  /** The consent box's words before the two links. */
  consentLead: '我已阅读并同意',
  /** A member asked again after a new version took effect (the kinds joined: 《用户协议》《隐私政策》). */
  renewTitle: (names: string) => `我们更新了${names}`,
  renewLead: '请阅读更新后的内容。同意后即可继续使用会员功能；不同意可以退出登录。',
  renewAccept: '同意并继续',
  renewSignOut: '退出登录',
  renewDone: '已确认同意，感谢您的理解',
  /** A member call refused until the newer versions are accepted (CODE.consentDue). */
  consentDue: '我们更新了用户协议或隐私政策，请阅读并同意后继续',
  nothingToAccept: '您已同意当前生效的全部协议',
  /** Accepting a version that is no longer the one in force (the page was open while another was published). */
  versionChanged: '协议内容已再次更新，请刷新页面后重新阅读',
  kindInvalid: '请选择用户协议或隐私政策',
  bodyRequired: '正文不能为空',
  bodyTooLong: (max: number) => `正文不能超过${max}个字`,
  summaryTooLong: (max: number) => `更新摘要不能超过${max}个字`,
  effectiveInvalid: '请输入正确的生效日期',
  unknownPlaceholder: (names: string) => `正文中有无法识别的占位符：${names}`,
  versionMissing: '该版本不存在',
  publishedLocked: '已发布的版本不能修改，请新建版本',
  alreadyPublished: '该版本已发布',
  olderThanPublished: '已有更新的版本发布，该草稿不能再发布，请新建版本',
  effectivePast: '生效日期不能早于今天，请修改草稿的生效日期',
  effectiveBeforeCurrent: '生效日期不能早于当前生效版本的生效日期',
  draftSaved: '草稿已保存',
  published: '已发布，页面正在更新',
  /** Shown on the documents' pages. */
  versionLine: (version: number, date: string) => `版本 ${version}，自 ${date} 起生效`,
  upcoming: '（尚未生效）',
  history: '历史版本',
  noDocument: '暂无内容',
} as const;
