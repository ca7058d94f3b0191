/** Content: articles, references, data products, custom orders, the editor screen, report files, search. */
export const CONTENT_MSG = {
  articleGone: '文章不存在或已下线',
  referenceGone: '参考资料不存在或已下线',
  subDetailGone: '该章节不存在或已下线',
  productGone: '数据产品不存在或已下线',
  enterpriseGone: '企业信息不存在',
  tagGone: '标签不存在',
  kindInvalid: '不支持的内容类型',
  coverInvalid: '封面须为本站上传的图片',
  monthInvalid: '月份格式应为YYYY-MM',
  dateInvalid: '日期格式应为YYYY-MM-DD',
  keywordRequired: '请输入搜索关键词',
  keywordTooLong: '搜索关键词不能超过30个字',
  titleRequired: '标题不能为空',
  forbidden: '没有编辑权限',
  customKindInvalid: '请选择定制类型',
  customCompany: '请输入公司名称',
  customContact: '请输入联系人',
  customEmailInvalid: '请输入正确的邮箱地址',
  customRequirement: '请描述您的定制需求',
  customThanks: '感谢您的提交，我们的顾问将在1个工作日内与您联系',
  saved: '已保存',
  published: '已发布',
  unpublished: '已下线',
  deleted: '已删除',
  notFound: '内容不存在',
  statusInvalid: '状态有误',
  docIdTaken: '文档编号已被使用',
  docIdRequired: '文档编号不能为空',
  priceCentsInvalid: '价格应为 0 到 100000000 之间的整数（单位：分）',
} as const;

/** The editor screen (/admin): form checks, confirmations, the publish queue. */
export const ADMIN_MSG = {
  moneyInvalid: '请输入正确的金额（最多两位小数）',
  countInvalid: '请输入0或正整数',
  yearInvalid: '年份应在1900到2100之间',
  tagsTooMany: '标签最多20个，每个不超过30个字',
  confirmPublish: (title: string) => `确定发布「${title}」吗？发布后页面将重新生成并上线。`,
  confirmUnpublish: (title: string) => `确定下线「${title}」吗？下线后读者将无法访问。`,
  confirmDelete: (title: string) => `确定删除「${title}」吗？删除后无法恢复。`,
  queued: '已加入发布队列，页面重新生成后上线',
  uploadHint: (mb: number) => `PDF，不超过${mb}MB`,
  signIn: '登录后进入编辑后台',
  listTailFailed: (message: string) => `列表后续页未能更新：${message}`,
  runInterrupted: '发布进程意外中断（服务重启或崩溃），本次发布未完成；其中的更改会在下次发布时重新生成',
  /** 发布队列: a failed run's next try (HH:mm, China time), its attempt, and how its changes fared when tried again. */
  retryAt: (hhmm: string) => `将于 ${hhmm} 重试`,
  attempt: (n: number) => `第 ${n} 次尝试`,
  retriedLive: (runId: number, attempt: number) => `已重试，第 ${attempt} 次尝试成功上线（批次 #${runId}）`,
  retrying: (runId: number) => `正在重试（批次 #${runId}）`,
  retriedFailed: (runId: number, attempt: number) => `第 ${attempt} 次尝试仍失败（批次 #${runId}）`,
  rendererMissing: (dir: string) =>
    `站点的完整构建缺少页面渲染器（${dir}），无法发布：请先运行 npm run build，再重启服务`,
} as const;

/** Report files: viewer, access tokens and uploads. */
export const FILE_MSG = {
  fileGone: '文件不存在或已下线',
  fileUnavailable: '文件暂不可用，请稍后再试',
  tokenInvalid: '文件链接无效，请刷新页面后重试',
  tokenExpired: '文件链接已过期，请刷新页面后重试',
  tokenOtherUser: '文件链接与当前账号不符，请刷新页面后重试',
  loginToRead: '登录后阅读全文',
  vipToRead: '开通VIP阅读全文',
  buyToRead: '购买后阅读全文',
  editorsOnly: '该文件尚未发布',
  uploadMissing: '请选择要上传的文件',
  uploadNotPdf: '仅支持上传PDF文件',
  uploadTooLarge: (mb: number) => `文件大小不能超过${mb}MB`,
  uploadBroken: 'PDF文件已损坏或无法读取',
  uploadEncrypted: '不支持加密的PDF文件',
  uploaded: '上传成功',
  /** Appended to a report's title and file name when only its first pages are served. */
  previewSuffix: '（试读）',
  /** Appended to a data product's title for its sample file. */
  sampleSuffix: '（样例）',
  defaultTitle: '报告',
  untitled: '未命名文件',
} as const;

/** Full-text search (/search/result). */
export const SEARCH_MSG = {
  prompt: '输入关键词，搜索行业观察、农业政策、研究报告等内容',
  unavailable: '搜索服务暂不可用，请稍后再试',
  noResults: (keyword: string) => `没有找到与“${keyword}”相关的内容`,
  found: (keyword: string, total: number) => `找到 ${total} 条与“${keyword}”相关的结果`,
  hot: '热门搜索',
  placeholder: '搜索资讯、政策、报告',
} as const;
