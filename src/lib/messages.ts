/** Every fixed Chinese message of the portal (spec §2, §5, §8); pages, islands, server and tests import these. */
export const MSG = {
  mobileInvalid: '请输入正确的手机号码',
  imgCodeInvalid: '请输入正确的图形验证码',
  passwordRequired: '密码不能为空',
  smsCodeRequired: '手机验证码不能为空',
  feedbackContact: '请输入您的姓名',
  feedbackTel: '请输入您的联系电话',
  feedbackContent: '请输入反馈和建议',
  feedbackThanks: '感谢您的反馈，我们会尽快处理',
  feedbackTooLong: '反馈内容不能超过1000个字',
  tooLong: (label: string, max: number) => `${label}不能超过${max}个字`,
  tooMany: '操作过于频繁，请稍后再试',
  badRequest: '请求参数有误',
  notFoundApi: '接口不存在',
  unauthorized: '登录已失效，请重新登录',
  serverError: '服务器开小差了，请稍后再试',
  networkError: '网络连接异常，请检查网络后重试',
  offline: '网络已断开，恢复连接后将自动重试',
  online: '网络已恢复',
  passwordLength: '密码长度为6-20位',
  usernameRequired: '请输入手机号或账号',
  badCredentials: '账号或密码错误',
  loginLocked: '登录失败次数过多，请15分钟后再试',
  accountDisabled: '该账号已被停用，请联系客服',
  captchaWrong: '图形验证码错误或已过期，请点击图片刷新',
  smsCooldown: (s: number) => `验证码发送过于频繁，请${s}秒后再试`,
  smsDailyLimit: '今日验证码发送次数已达上限，请明天再试',
  smsSent: '验证码已发送，请注意查收',
  smsSendFailed: '短信发送失败，请稍后再试',
  smsCodeWrong: '手机验证码错误或已过期',
  smsCodeTooManyTries: '验证码错误次数过多，请重新获取',
  mobileRegistered: '该手机号已注册，请直接登录',
  mobileNotRegistered: '该手机号尚未注册',
  loginOk: '登录成功',
  registerOk: '注册成功',
  passwordResetOk: '密码已重置，请使用新密码登录',
  logoutOk: '已退出登录',
  badAction: '不支持的操作',
  placeholder: '请输入',
  ok: '确定',
  cancel: '取消',
  backHome: '返回首页',
  // Personal centre (issue 3).
  nicknameLength: '昵称长度为2-20个字',
  sexInvalid: '请选择正确的性别',
  birthdayInvalid: '请输入正确的生日日期',
  birthdayFuture: '生日不能晚于今天',
  birthdayTooEarly: '生日不能早于1900年1月1日',
  provinceInvalid: '请选择正确的省份',
  cityInvalid: '所选城市不属于该省份',
  districtInvalid: '所选区县不属于该城市',
  cityRequired: '请先选择城市',
  provinceRequired: '请先选择省份',
  entityTooLong: '单位名称不能超过100个字',
  profileSaved: '个人资料已保存',
  pageInvalid: '页码有误',
  pageSizeInvalid: '每页条数为1-50',
  favoriteModelInvalid: '不支持收藏该类内容',
  favoriteRecordRequired: '缺少收藏内容编号',
  favoriteTitleRequired: '收藏标题不能为空',
  favoriteUrlInvalid: '收藏链接必须是本站地址',
  favoriteAdded: '已收藏',
  favoriteRemoved: '已取消收藏',
  favoriteFull: '收藏数量已达上限，请先整理收藏夹',
  shareCopied: '链接已复制，快去分享吧',
  shareCopyFailed: '复制失败，请手动复制地址栏中的链接',
} as const;

export interface ErrorText {
  title: string;
  detail: string;
}

/** Error page texts (spec §2, §8). */
export const ERROR_TEXT: Record<401 | 404 | 500, ErrorText> = {
  401: {
    title: '身份已过期或未登录',
    detail: '请重新登录；如果浏览器禁用了 Cookie，请解除对本站的限制后再试。',
  },
  404: { title: '页面飞走了', detail: '您访问的页面不存在或已被移除。' },
  500: { title: '服务器出错了', detail: '服务器发生错误，我们正在紧急修复，请稍后再试。' },
};

/** The text an error page shows for any status: its own, the error's message, or a generic one. */
export function errorTextFor(status: number, message?: string): ErrorText {
  if (status === 401 || status === 404 || status === 500) return ERROR_TEXT[status];
  return { title: message?.trim() || '客户端出错了', detail: '请刷新页面或稍后再试。' };
}

/** Content messages (issue 4). */
export const CONTENT_MSG = {
  articleGone: '文章不存在或已下线',
  referenceGone: '参考资料不存在或已下线',
  subDetailGone: '该章节不存在或已下线',
  productGone: '数据产品不存在或已下线',
  enterpriseGone: '企业信息不存在',
  tagGone: '标签不存在',
  idInvalid: '编号有误',
  kindInvalid: '不支持的内容类型',
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
} as const;

const again = (type: string) => (type === 'wx' ? '请重新扫码登录' : '请重新登录');
/** Display names of the sign-in providers. */
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
} as const;

export const PROVIDER_NAMES = { wx: '微信', qq: 'QQ' } as const;
const nameOf = (type: string) => PROVIDER_NAMES[type as keyof typeof PROVIDER_NAMES] ?? '第三方';

/** Third-party sign-in (WeChat, QQ): poll answers and refusals. */
export const OAUTH_MSG = {
  badState: '授权参数有误，请刷新页面后重试',
  badType: '不支持的登录方式',
  waiting: '等待扫码确认',
  unknown: (type: string) => `授权已失效，${again(type)}`,
  expired: (type: string) => (type === 'wx' ? '二维码已过期，请刷新后重新扫码' : '授权已过期，请重新登录'),
  used: (type: string) => `授权已使用，${again(type)}`,
  failed: (type: string) => `授权失败，${again(type)}`,
  cancelled: '用户取消了授权',
  handled: '该授权请求已处理，请勿重复提交',
  authorized: '授权成功',
  bindMobile: '请绑定手机号',
  bound: '绑定成功',
  merged: '账号合并成功',
  conflict: (type: string, nickname: string) =>
    `该${nameOf(type)}已绑定其他账号「${nickname}」，是否将其合并到当前账号？`,
  ownsOther: (type: string) => `当前账号已绑定其他${nameOf(type)}，请先解绑`,
  mobileOwnsOther: (type: string) => `该手机号已绑定其他${nameOf(type)}，请更换手机号`,
  identityTaken: (type: string) => `该${nameOf(type)}已绑定其他账号，请直接登录`,
  memberGone: '当前账号状态异常，请重新登录',
  mergeChanged: '账号状态已变化，请重新扫码',
  mergeCredentials: '被合并账号的用户名或密码错误',
  mergeCredentialsBoth: '请同时输入被合并账号的用户名和密码',
  notConfigured: (type: string) => `${nameOf(type)}登录暂未开通`,
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

/** Orders (/api/order, /user/order/*). */
export const ORDER_MSG = {
  itemGone: '商品不存在或已下架',
  notForSale: '该内容免费，无需购买',
  vipReadsFree: 'VIP会员可免费阅读全部研究报告，无需单独购买',
  alreadyBought: '您已购买过该内容，可直接阅读',
  planGone: '该会员套餐已下架，请选择其他套餐',
  orderGone: '订单不存在',
  statusInvalid: '订单状态不正确',
  submitted: '订单已提交，请尽快完成支付',
  cancelled: '订单已取消',
  notUnpaid: '只有待支付的订单可以取消',
  alreadyPaid: '订单已支付，无法取消',
  expired: '订单已超时关闭，请重新下单',
  notPayable: '该订单当前不能支付',
  confirmCancel: '确定取消该订单吗？取消后需重新下单。',
} as const;

/** Payment (/api/payment, /user/order/payment). */
export const PAY_MSG = {
  channelInvalid: '请选择微信支付或支付宝',
  channelDown: '支付渠道暂时无法下单，请稍后再试或更换支付方式',
  paid: '支付成功',
  waiting: '等待支付结果…',
  simulator: '本地支付模拟器：未配置商户号时使用，不会产生真实扣款',
  alreadyPaid: '该订单已支付，无需重复支付',
  channelUnavailable: '该支付方式暂未开通，请选择其他支付方式',
} as const;

/** Invoices (/user/order/invoice_*). */
export const INVOICE_MSG = {
  noneChosen: '请选择要开票的订单',
  ordersInvalid: '所选订单不存在、未支付或已开过发票，请刷新后重试',
  submitted: '发票申请已提交',
  idsInvalid: '订单编号格式不正确',
  tooMany: (max: number) => `一次最多为${max}个订单申请发票`,
  titleTypeInvalid: '请选择发票抬头类型（个人或企业）',
  invoiceTypeInvalid: '请选择发票类型（增值税普通发票或增值税专用发票）',
  specialNeedsCompany: '增值税专用发票只能开具给企业，个人请选择增值税普通发票',
  personalTitle: '请输入个人姓名作为发票抬头',
  companyTitle: '请输入企业名称作为发票抬头',
  taxNoRequired: '请输入企业的统一社会信用代码（纳税人识别号）',
  taxNoLength: '统一社会信用代码应为18位',
  taxNoChars: '统一社会信用代码只能包含数字和大写字母（不含I、O、Z、S、V）',
  taxNoCheck: '统一社会信用代码校验位不正确，请核对后重新输入',
  addressRequired: '开具增值税专用发票需填写企业注册地址',
  phoneRequired: '开具增值税专用发票需填写企业注册电话',
  phoneInvalid: '请输入正确的电话号码',
  bankRequired: '开具增值税专用发票需填写开户银行',
  bankAccountRequired: '开具增值税专用发票需填写银行账号',
  bankAccountInvalid: '请输入正确的银行账号（8–32位数字）',
  emailRequired: '请输入接收电子发票的邮箱',
  emailInvalid: '请输入正确的邮箱地址',
  tooLong: (label: string, max: number) => `${label}不能超过${max}个字符`,
  someIgnored: (n: number) => `有${n}个订单不可开票（未支付、已开票或不存在），已忽略`,
  noneLeft: '所选订单均不可开票，请返回重新选择',
  invoiceGone: '发票申请不存在',
  notRequested: '只有待开票的申请可以处理',
  fileRequired: '请上传发票PDF文件',
  fileGone: '发票文件不存在，请重新上传',
  fileNotReady: '发票尚未开具',
  rejectReasonRequired: '请填写驳回原因',
  issued: '已标记为已开票',
  rejected: '已驳回，相关订单可重新申请开票',
  rejectedHint: '申请被驳回后，相关订单会回到“可开票订单”，修改信息后可重新申请',
} as const;

/** Points and medals (/user/score). */
export const SCORE_MSG = {
  signedIn: (points: number) => `签到成功，获得${points}积分`,
  alreadySignedIn: '今天已经签到过了，明天再来吧',
  signInClosed: '签到活动暂未开放',
  saved: '已保存',
  ruleGone: '该积分规则不存在',
  rulePoints: (max: number) => `积分应为0到${max}之间的整数`,
  planGone: '该会员套餐不存在',
  planKind: '请选择套餐类型（VIP会员或蔬菜VIP）',
  planName: '请输入套餐名称',
  planNameTooLong: (max: number) => `套餐名称不能超过${max}个字`,
  planPriceRequired: '请输入售价',
  planPricePositive: '售价应大于0元',
  planPriceTooHigh: (maxYuan: number) => `售价不能超过${maxYuan}元`,
  listPriceLow: '划线价应高于售价；不需要划线价时请留空',
  planDays: (max: number) => `有效天数应为1到${max}之间的整数`,
  benefitsTooMany: (max: number, len: number) => `会员权益最多${max}条，每条不超过${len}个字`,
  sortInvalid: '排序应为0到9999之间的整数',
  planSaved: '套餐已保存，新订单将按新价格结算',
} as const;
