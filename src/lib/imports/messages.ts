/** Data imports: every Chinese text the import calls answer and the reasons a row is refused. */
export const IMPORT_MSG = {
  familyInvalid: '不支持的导入类型',
  modeInvalid: '请选择写入方式：全部成功才写入，或只写入正确的行',
  fileMissing: '请选择要导入的 CSV 或 XLSX 文件',
  fileEmpty: '文件是空的',
  fileTooLarge: (mb: number) => `文件不能超过 ${mb}MB，请拆分后分批导入`,
  fileType: '只支持 CSV 或 XLSX（Excel）文件',
  fileUnreadable: '文件无法读取，请确认是 CSV 或 XLSX 格式，且未加密',
  notXlsx: '这个压缩文件不是 XLSX（Excel）工作簿，请另存为 .xlsx 或 CSV 后再导入',
  zipBroken: 'XLSX 文件结构已损坏（目录与内容不符），请用 Excel 重新保存后再导入',
  zipEntries: (max: number) => `XLSX 文件包含的部件过多（超过 ${max} 个），不像是正常的工作簿，已拒绝`,
  zipUnpacked: (mb: number) => `XLSX 文件解压后超过 ${mb}MB，请拆分后分批导入`,
  zipRatio: (ratio: number) => `XLSX 文件的压缩比异常（超过 ${ratio} 倍），不像是正常的工作簿，已拒绝`,
  tooManyRows: (max: number) => `一个文件最多 ${max} 行，请拆分后分批导入`,
  noRows: '文件中没有数据行（第 1 行应为表头）',
  missingColumns: (headers: string[]) => `缺少必填列：${headers.join('、')}（请使用导入模板的表头）`,
  duplicateColumn: (header: string) => `表头中“${header}”出现了不止一次`,
  duplicateKey: (line: number) => `与第 ${line} 行重复`,
  refusedBadRows: (bad: number) => `有 ${bad} 行不正确，按“全部成功才写入”的方式，本次未写入任何数据`,
  writeFailed: '写入数据库失败，本次未写入任何数据，请稍后再试',
  interrupted: '导入在服务器重启时中断，未写入任何数据，请重新导入',
  started: '已开始导入',
  importGone: '导入记录不存在',
} as const;

/** The import screen's words: modes, statuses and phases as the operator reads them. */
export const IMPORT_MODE_LABEL = {
  all_or_nothing: '全部正确才写入（有错误行则整份不写入）',
  good_rows: '只写入正确的行（错误行列出，不写入）',
} as const;

export const IMPORT_STATUS_LABEL: Record<string, string> = {
  running: '进行中',
  done: '已完成',
  failed: '失败',
  refused: '未写入',
};

export const IMPORT_PHASE_LABEL: Record<string, string> = {
  reading: '读取文件',
  checking: '检查数据',
  writing: '写入数据库',
};

export const IMPORT_UI = {
  fileHint: (mb: number) => `支持 CSV（UTF-8 或 GBK）和 XLSX，第 1 行为表头，不超过 ${mb}MB`,
  pickFile: '请选择要导入的 CSV 或 XLSX 文件',
  badRows: (n: number, kept: number) =>
    n > kept ? `错误行（共 ${n} 行，显示前 ${kept} 行）` : `错误行（共 ${n} 行）`,
  noHistory: '还没有导入记录',
} as const;
