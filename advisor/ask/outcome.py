"""What happened on the cards, said as a fact, makes them the asker's (issue 27, reader34: "an owner from
what happened on the cards"). A question that reports a run's outcome — a time or a speed measured, a
result, a test's data, a comparison measured, or the rig stated — was run on the hardware it names, so
that hardware is had, with no "my" or "我的" anywhere. The kinds, each read by its grammar rather than by
a phrase of one question:

- a quantity measured (:data:`MEASURED`): a word of measuring or of time spent ("耗时", "用时", "跑了", "速度是",
  "took"), an optional "about", a number or a range and a unit of time or of speed ("耗时接近2400s", "跑了4个小时",
  "一次预训练耗时将近 40 个小时", "推理速度是2~3帧每秒");
- a program's timings pasted (:data:`LOGGED_TIME`, two lines or more: "gpt_gen_time: 99.44 seconds … Total inference
  time: 165.49 seconds");
- a result of running, starting or deploying (:data:`RESULT`): "运行良好", "运行失败", "部署成功", "一直卡在这个页面",
  "CUDA out of memory" — never asked ("能运行成功吗");
- data reported as follows (:data:`AS_FOLLOWS`: "耗时情况如下", "推理秒数如下", "效果如下") or a measured comparison
  (:data:`COMPARED`: "训练耗时明显高于英伟达 A100", "效率显著低于");
- a test on a device (:data:`TESTED_ON`: "分别在910B上和3090Ti上测试");
- the rig stated as a sentence (:data:`STATED_RIG`: "A2服务器，8卡910B3。", "资源为L20单卡");
- a reading of the device (:data:`READING`, reader36): its utilisation seen ("gpu占用率100%", "利用率只有30%"), a
  run's time said of a device ("5080要10秒", "在3秒内生成结束") or a ratio measured between devices ("相差10倍",
  "比4090慢3-4倍");
- a terminal session pasted (:data:`PROMPT`, reader36: "cong@gb10:~/llm$ curl …"): commands typed on the machine.

A clause that asks (:data:`ASKED`: "吗", "?", "能否", "可以", "是否") reports nothing. Pure: no I/O."""

from __future__ import annotations

import re

from .gate import gate_module

_NUMBER = r"\d+(?:\.\d+)?(?:\s*(?:~|～|-|到|至)\s*\d+(?:\.\d+)?)?"
_TIME_UNIT = (r"(?:s(?![a-z])|秒|seconds?|secs?|分钟|分鐘|min(?:ute)?s?(?![a-z])|(?:个|個)?\s*(?:小时|小時)|"
              r"hours?|hrs?|h(?![a-z])|天|days?(?![a-z]))")
_SPEED_UNIT = (r"(?:帧每秒|幀每秒|帧/秒|幀/秒|fps|tokens?\s*/\s*s|tok/s|t/s|it/s|s/it|tokens?\s*每秒|"
               r"(?:个|個)?\s*token\s*每秒)")
MEASURED = re.compile(r"(?:耗时|耗時|用时|用時|花了|花费了?|花費了?|跑了|等了|用了|训练了|訓練了|took|taking|"
                      r"(?:速度|速率|吞吐)\s*(?:是|为|為|只有|才|大约|大約|约|約|大概|在)?)"
                      r"\s*(?:接近|将近|將近|大约|大約|大概|约|約|近|超过|超過|差不多|足足|整整|~|≈|about|around|over|nearly)?"
                      rf"\s*{_NUMBER}\s*(?:{_TIME_UNIT}|{_SPEED_UNIT})")
LOGGED_TIME = re.compile(r"time\s*[:：=]\s*\d+(?:\.\d+)?\s*(?:s|seconds?|ms)(?![a-z])")
RESULT = re.compile(r"(?:运行|運行|跑|部署|启动|啟動|加载|加載|训练|訓練|推理|生成)\s*(?:得|的)?\s*"
                    r"(?:很|都|也|还|還)?\s*"
                    r"(?:良好|正常|顺利|順利|成功|失败|失敗|报错|報錯)|"
                    r"一直卡在|卡住了|卡在\s*(?:了)?\s*(?:这|這|那)?\s*(?:个|個|一)?\s*(?:页面|頁面|界面|步|这里|這裡|\d+\s*%)|"
                    r"(?:cuda|torch\.?)\s*(?:error\s*:?\s*)?out\s*of\s*memory|outofmemoryerror|爆显存了|爆顯存了|显存爆了|顯存爆了")
AS_FOLLOWS = re.compile(r"(?:测试|測試|耗时|耗時|效果|速度|结果|結果|情况|情況|秒数|秒數|时间|時間|数据|數據)"
                        r"[^，。,.;；?？!！]{0,10}?如下")
COMPARED = re.compile(r"(?:耗时|耗時|速度|时间|時間|效率|性能)\s*(?:明显|明顯|显著|顯著|远|遠|要)?\s*"
                      r"(?:高于|高於|低于|低於|快于|快於|慢于|慢於|不如)")
TESTED_ON = re.compile(r"在[^，。,.;；?？!！]{0,20}?上\s*(?:测试|測試|实测|實測)")
STATED_RIG = re.compile(r"(?:服务器|服務器|机器|機器|主机|主機|server)\s*(?:的)?\s*(?:配置|硬件|硬體)?\s*[，,:：]\s*"
                        r"(?:\d+|[一二两兩三四五六七八])\s*"
                        r"(?:卡|张|張|块|塊)\s*[a-z0-9]{2,8}\s*(?:[。.\n]|$)|"
                        r"(?:资源|資源|硬件|环境|環境)\s*(?:为|為|是)\s*[a-z0-9]")
# a reading of the device (reader36): its utilisation seen, a run's time said right after a device's name or number
# ("5080要10秒", "4090在3秒内生成结束"), a time a job finished within, a ratio measured between devices
READING = re.compile(r"(?:占用率|佔用率|利用率|使用率)\s*(?:是|为|為|只有|才|仅|僅|在|达到|達到|到|约|約|大约|大約)?\s*"
                     r"\d+(?:\.\d+)?\s*%|"
                     rf"(?<=[0-9a-z])\s*(?:要|需要|得|花)\s*(?:了)?\s*(?:接近|将近|將近|大约|大約|大概|约|約|近)?\s*{_NUMBER}\s*"
                     rf"{_TIME_UNIT}|"
                     rf"在\s*{_NUMBER}\s*{_TIME_UNIT}\s*(?:内|內|之内|之內)\s*(?:就)?\s*(?:生成|完成|跑完|结束|結束|出图|出圖)|"
                     rf"相差\s*(?:了)?\s*{_NUMBER}\s*倍|(?:慢|快)\s*(?:了)?\s*{_NUMBER}\s*倍")
# a terminal prompt pasted ("user@host:~/dir$ cmd", "root@abc:/workspace# nvidia-smi"): the asker typed on the machine
PROMPT = re.compile(r"(?<![\w.-])[a-z_][\w.-]{0,31}@[\w.-]{1,63}:[~/][^\s$#]{0,120}[$#]"
                    r"\s*[a-z]")
ASKED = re.compile(r"听说|聽說|据说|據說|号称|號稱|网上|網上|宣称|宣稱|"  # hearsay reports nothing either (reader36)
                   r"吗|嗎|么|麼|[?？]|能否|能不能|可以|是否|会不会|會不會|如何|怎么|怎麼|多少|多久|"
                   r"\bcan\b|\bwill\b|would")
_CLAUSE_END = re.compile(r"[，。,;；:：?？!！\n]")


def _stated(low: str, m: re.Match) -> bool:
    """Whether the match ``m`` stands in a clause of ``low`` that asks nothing (from the clause's start to its end; a
    match that ends its own sentence, "A2服务器，8卡910B3。", ends the clause there)."""
    start = max((e.end() for e in _CLAUSE_END.finditer(low, 0, m.start())), default=0)
    end_m = None if low[m.end() - 1] in "。.\n" else _CLAUSE_END.search(low, m.end())
    end = m.end() if low[m.end() - 1] in "。.\n" else (end_m.end() if end_m is not None else len(low))
    return not ASKED.search(low[start:end])


def happened(low: str) -> bool:
    """Whether ``low`` (the question as typed, lower case) reports what happened on the hardware it names: a quantity
    measured, timings pasted, a result, data as follows, a comparison measured, a test on a device or the rig stated
    (see the module), in a clause that asks nothing."""
    if len(LOGGED_TIME.findall(low)) >= 2 or PROMPT.search(low):
        return True
    return any(_stated(low, m) for p in (MEASURED, RESULT, AS_FOLLOWS, COMPARED, TESTED_ON, STATED_RIG, READING)
               for m in p.finditer(low))


gate_module(globals())
