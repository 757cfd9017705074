"""People said as the users a server is for (fix49b, issue 27, break36 #12 and #6): "30 students running qwen3 8b at
once", "a lab of 30", "for my team of 12", "20 researchers", "全组20个人同时用", "给50个同事用", "实验室30个学生". The
people who share the machine are its concurrent users (the serving path, ``fits --users``), never a budget: "a team of
200" is no 200 USD, nor "30 students" a beginner's first card.

:data:`PEOPLE` is read beside :data:`advisor.ask.spans._USERS` (the first said is the users); every other span of people
is blanked after it (:func:`blank_people`), so that no count of people is read again as money or a card."""

from __future__ import annotations

import re

_NOUNS = (r"(?:users?|people|persons|clients|customers|employees?|staff(?:ers)?|colleagues?|coworkers?|co-workers?|"
          r"students?|pupils?|learners?|developers?|devs|engineers?|researchers?|scientists?|analysts?|teammates?|"
          r"team\s+members?|lab\s+members?|members?|interns?)")
"""The people who may share a machine (singular too: a typo correction may take the plural's "s")."""
_GROUPS = (r"(?:team|lab|class|classroom|group|company|office|department|dept|org|organi[sz]ation|startup|school|"
           r"course|cohort|research\s+group|study\s+group|family)")
_CN_COUNTED = r"(?:同事|员工|員工|学生|學生|同学|同學|研究员|研究員|开发者|開發者|工程师|工程師|用户|用戶|成员|成員)"
_CN_PEOPLE = rf"(?:人|{_CN_COUNTED})"
_CN_GROUPS = (r"(?:团队|團隊|小组|小組|实验室|實驗室|课题组|課題組|全组|全組|全公司|公司|部门|部門|班上|班里|班裡|"
              r"组里|組裡|我们组|我們組)")  # "我们组5个人" (fix53d)
_EN_NUMBERS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
               "twelve": 12, "fifteen": 15, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "hundred": 100}
"""People counted in English words (reader53): "when two users send requests simultaneously"."""
_EN_WORD = "(" + "|".join(_EN_NUMBERS) + ")"
_AT_ONCE = (r"(?:send\w*|mak(?:e|es|ing)|hit\w*|us(?:e|es|ing)|query\w*|request\w*|chat\w*|access\w*|at\s+once|"
            r"simultaneously|concurrently|in\s+parallel|at\s+the\s+same\s+time)")
_NOT_MONEY_AFTER = r"(?![\d.]|,\d|\s*(?:k|usd|eur|dollars?|euros?|bucks|gb|b)(?![a-z])|\s*[$€£¥])"

PEOPLE = [re.compile(p) for p in (
    # "30 students", "for our 15 engineers", "20 researchers at once", "12 colleague" (typo-corrected)
    rf"(?<![\d.$€£¥,])(?![01](?!\d))(\d{{1,4}})[\s-]+(?:(?:concurrent|simultaneous|active|different)\s+)?{_NOUNS}(?![a-z])",
    # "a lab of 30", "for my team of 12", "a class of 40 students", "a team of 200"
    rf"(?<![a-z]){_GROUPS}\s+of\s+(?:about\s+|around\s+|roughly\s+|~\s*)?(?![01](?!\d))(\d{{1,4}}){_NOT_MONEY_AFTER}",
    # "a 12-person team", "a 30 person lab"
    rf"(?<![\d.$€£¥])(?![01](?!\d))(\d{{1,4}})[\s-]*(?:person|people|man|member|student|user)[\s-]+{_GROUPS}(?![a-z])",
    # "50个同事", "30位学生", "实验室30个学生" (a counting word before the people, no verb needed)
    rf"(?<![\d.])(?![01](?!\d))(\d{{1,4}})\s*(?:个|個|位|名)\s*{_CN_COUNTED}",
    # "20人团队", "30人的实验室"
    rf"(?<![\d.])(?![01](?!\d))(\d{{1,4}})\s*(?:个人|個人|人)\s*(?:的)?\s*{_CN_GROUPS}",
    # "全组20个人", "团队有12个人", "实验室大概30人"
    rf"{_CN_GROUPS}\s*(?:有|共|一共|总共|總共|大概|大约|大約|约|約)?\s*(?![01](?!\d))(\d{{1,4}})\s*(?:个|個|位|名)?\s*{_CN_PEOPLE}",
    # "when two users send requests simultaneously", "three concurrent users", "ten people at once" (reader53): a count
    # in words, with what they do at once (a bare "two users" is anyone's two)
    rf"(?<![a-z]){_EN_WORD}\s+(?:(?:concurrent|simultaneous|parallel|active)\s+)?{_NOUNS}\s+{_AT_ONCE}(?![a-z])",
    rf"(?<![a-z]){_EN_WORD}\s+(?:concurrent|simultaneous|parallel)\s+(?:users?|clients|requests|sessions)(?![a-z])",
)]


def en_number(value: str) -> str:
    """``value`` in digits when it is one of the English number words people are counted in ("two" 2), else as it
    is."""
    return str(_EN_NUMBERS[value]) if value in _EN_NUMBERS else value


def blank_people(s: str, patterns: list[re.Pattern[str]]) -> str:
    """``s`` with every span of people of ``patterns`` blanked: people said again, or after the users read ("50 users
    … for a team of 200"), are people still — never money ("200 USD") nor a card's number."""
    for p in patterns:
        for m in p.finditer(s):
            s = s[:m.start()] + " " * (m.end() - m.start()) + s[m.end():]  # as advisor.ask.spans.blank
    return s
