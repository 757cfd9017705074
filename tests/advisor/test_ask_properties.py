"""Properties of the question reader (hypothesis): no text breaks it, and what it reads is the
command it names — the read-as line, typed as that slash command, gives the very same answer."""

from __future__ import annotations

import re

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from advisor.ask.answer import with_condition
from advisor.ask.fitted import levers_asked
from advisor.ask.named_lead import asks_card
from advisor.ask.reader import MAX_QUESTION_CHARS
from advisor.commands import BY_NAME, COMMANDS
from advisor.i18n import Message
from advisor.kinds import Given
from question_words import questions
from said import said

SLOW = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])


@SLOW
@given(text=st.text(max_size=MAX_QUESTION_CHARS + 40))
def test_any_text_is_read_without_an_exception(advisor, text):
    q = advisor.ask(text)
    assert q.read_as.command in (*BY_NAME, "help", "none")
    assert isinstance(q.model_dump(mode="json")["reply"], str)


@SLOW
@given(text=questions)
@example(text="3090 stable diffusion")  # a job on a named card, answered in words (hypothesis found)
def test_questions_built_of_real_words_never_break_it(advisor, text):
    q = advisor.ask(text)
    # an image, video or speech job answered in words (what it needs, on the card named: advisor.ask.firsts) has no
    # command's answer, as the follow-up property accepts (test_ask_follow_ups)
    words = q.reply is not None and q.reply.key.startswith("image.")
    assert (q.answer is None) == bool(q.missing or q.error or q.read_as.command in ("help", "none") or words)


OPTION = re.compile(r"\s(" + "|".join(sorted({p.name for c in COMMANDS for p in c.params}, key=len, reverse=True))
                    + "):")


def typed(line: str) -> tuple[str, dict[str, str]]:
    """A slash command as typed ("/recommend budget:800 USD use_case:llm") → its name and options."""
    command, _, rest = line.partition(" ")
    parts = OPTION.split(" " + rest)
    return command.lstrip("/"), {k: v.strip() for k, v in zip(parts[1::2], parts[2::2], strict=True)}


@SLOW
@given(text=questions)
@example(text="4070 ti super deepseek r1 32b")  # a 2-3-bit level with a smaller model beside it (mend56 found)
@example(text="$800 $800 $800 3090 70B")  # the same 2-3-bit note beside a budget (fix82 found, round 31)
@example(text="$800 3090 gtx 970 llama 3 8b qlora")  # a fine-tune one card holds: its headline (hypothesis found)
@example(text="3090 gtx 970 llama 3 8b for training")
@example(text="3090 rtx 4090 gtx 970")  # a third card ranked after the two compared (hypothesis found)
@example(text="3090 rtx 4090 a100 70B")  # the third holds 70B, the two a stand-in: the unit says so (mend49c found)
@example(text="$800 5000元 3090 rtx 4090")  # a second amount of money, never a card (hypothesis found)
@example(text="$800 rtx 4090 3060 12gb 3090 stable diffusion")  # three cards for an image job (hypothesis found)
@example(text="rtx 4090 a100 3090 stable diffusion")
@example(text="$800 stable diffusion for training")  # SDXL's sentence from the words (hypothesis found, round 13)
@example(text="$800 3090 $800")  # a price beside the card: an offer judged (hypothesis found, round 13)
@example(text="3090 qlora")  # a LoRA with no model on one card: "which model?" heads a fits answer (hypothesis found)
@example(text="$800 stable diffusion")  # SD named in words: no heavier-models line (hypothesis found)
@example(text="3090 rtx 4090 for llms stable diffusion")  # llm read first: compared for LLMs (hypothesis found)
@example(text="3090 rtx 4090 llama 3 8b stable diffusion for training")  # an LLM fine-tune beside an image
# job: the fine-tune's comparison, as the command typed gives (hypothesis found, round 14 clean clone)
@example(text="rtx 4090 what gpu should I buy")  # a buying question beside a card: a cheaper one said (reader32 found)
@example(text="3090 for kaggle")  # an owner's use case with no job (fix72d found)
@example(text="1.5k 3090 rtx 4090")  # a budget beside a comparison: the card within it heads (hypothesis found)
@example(text="rtx 4090 rx 7900 xtx 3090 llama 3 8b")  # three cards, one AMD, on a model (hypothesis found, answers44)
@example(text="$800 for training")  # "training" named in words: the headline says it (fix32c; mfix2 found)
@example(text="3090 fine-tune")  # "fine-tune" alone: LoRA or QLoRA first, the option's full fine-tuning second (fix42b)
@example(text="3090 full fine-tune")  # full fine-tuning said, as the option: it leads both (fix42b)
@example(text="$800 3090 what gpu should I buy should i get")  # the card's verdict heads (hypothesis found, round 24)
@example(text="$800 rx 7900 xtx to learn pytorch")  # a card's stack beside a budget (hypothesis found, round 24)
@example(text="3090 rtx 4090 gtx 970 can i run")  # an owner's card and two options: the baseline ranked beside them
@example(text="1.5k 3090 rtx 4090 gtx 970")  # a budget beside three options: the one within it heads (perf32 found)
@example(text="5000元 2 gpus")  # a budget in yuan: China's sockets for the command too (hypothesis found, fix66c)
@example(text="$800 预算 2 gpus")  # a question in Chinese: China's sockets, said by ask (hypothesis found, fix65e)
@example(text="400 budget stable diffusion")  # the FLUX pick raised by the words (hypothesis found, r28)
@example(text="$800 can i run 3090 titan xp")  # the budget's pick first (hypothesis found, r28)
@example(text="llama 3 8b 2 gpus")  # a count with no card: ask's own share line (round 32)
def test_the_read_as_line_typed_as_its_command_gives_the_same_answer(advisor, text):
    """Each option of the read-as line, typed as text, read by its kind (as the console and the Details
    button read them) and given to the command's call, answers the same."""
    q = advisor.ask(text)
    if q.answer is None or q.read_as.offer is not None or q.read_as.card_offers:
        return  # an offer judged ("$800 3090 $800": 800 USD for the 3090) is a price of the question's own, said on the
        # read-as line, that no command option carries (advisor.ask.offers)
    if q.answer.shape is not None and "ask.count-unnamed." in repr(q.answer.shape.headline):
        return  # a count of GPUs with no card ("llama 3 8b 2 gpus", hypothesis found, round 32): ask says each card's
        # share in the headline (advisor.ask.count_unnamed, fix84a), which `fits --gpus` does not say yet (left open)
    command, options = typed(q.reply.params["command"].value)
    assert command == q.read_as.command
    spec = BY_NAME[command]
    assert set(options) <= {p.name for p in spec.params}
    adv = with_condition(advisor, q.read_as.condition) if q.read_as.condition else advisor
    given_ = Given(adv)
    again = spec.call(adv, spec.arguments(spec.read(options, given_), given_))
    # what the words raise beyond the command's options (a named card's verdict beside a budget, a price over
    # the budget said: advisor.ask.answer.concerned) goes first among the deciding facts; the rest is the same
    third = next((n for n in q.read_as.notes if n.key in ("ask.compare-third.ranked", "ask.compare.baseline")),
                 None)  # or the owner's card the two options upgrade from, ranked beside them (fix29c)
    if third is not None and q.answer.shape is not None and again.shape is not None:
        # three or more cards named: the comparison's two are the command's, the others ranked after them, as the
        # read-as line says ("GeForce GTX 970 ranked with them"; advisor.ask.several_ranked)
        mine, theirs = q.answer.shape.ranking, again.shape.ranking  # one list, ranked on one figure
        extra = [x.card for x in mine if x.card not in {t.card for t in theirs}]
        assert [x.card for x in mine if x.card not in extra] == [x.card for x in theirs]
        assert extra and all(card in said(third) for card in extra)
        unit = q.answer.shape.unit  # the unit line says the lines ranked: a card ranked after the two on another model
        # than theirs ("3090 rtx 4090 a100 70B": the A100 80 GB holds 70B, the two run Qwen3 32B) makes the models
        # differ, said so (advisor.shape_speed.stand_ins_said); the two alone say their stand-in
        if unit != again.shape.unit:
            assert unit is not None and unit.key == "shape.unit.decode-mixed"
            models = {t.speed.model for t in theirs if t.speed is not None}
            assert any(x.speed is not None and x.speed.model not in models for x in mine if x.card in extra)
        q = q.model_copy(update={"answer": q.answer.model_copy(update={
            "shape": q.answer.shape.model_copy(update={"ranking": theirs, "unit": again.shape.unit})})})
    cheaper = next((c.message for c in q.answer.shape.decides if c.message.key.startswith("ask.cheaper.")),
                   None) if q.answer.shape is not None and again.shape is not None else None
    if cheaper is not None:  # "rtx 4090 what gpu should I buy": the words ask what to buy beside the card's verdict,
        # so the cheaper card of the same memory is said and ranked after it (advisor.ask.cheaper_card); the rest is
        # the command's
        theirs = {x.card for x in again.shape.ranking}
        extra = [x.card for x in q.answer.shape.ranking if x.card not in theirs]
        assert all(card in said(cheaper) for card in extra)
        q = q.model_copy(update={"answer": q.answer.model_copy(update={"shape": q.answer.shape.model_copy(update={
            "ranking": [x for x in q.answer.shape.ranking if x.card in theirs]})})})
    words_only = ("ask.both-enough", "ask.image-memory", "image.compare", "ask.worth.trains",  # + fine-tune vs machine
                  "video-lora.unnamed",  # a LoRA asked with no model named: "which model?" heads it (F12)
                  "ask.why-less-memory",  # "why can't the smaller card load it?": its memory heads it (N13)
                  "image.rank.sdxl",  # SDXL named in words (a Stable Diffusion LoRA is sized by SDXL's): no option
                  "ask.switch",  # "sell my 3090 for a 5080": what the owner's switch gives and takes, from the words
                  "stack.status.", "stack.os.",  # a card named beside a budget with its stack asked ("$800 rx 7900 xtx
                  # to learn pytorch"): its standing heads the ranking (advisor.ask.stack_lead); no option carries it
                  "ask.within-budget",  # a budget beside two cards ("1.5k 3090 rtx 4090"): the one within it heads the
                  # comparison, whose own verdict follows (advisor.ask.budget_verdict); compare takes no budget option
                  "ask.budget-options")  # likewise beside three options ("1.5k 3090 rtx 4090 gtx 970": which of them
    # the budget buys heads, advisor.ask.budget_options, fix61a; hypothesis found it, perf32)
    if q.answer.shape is not None and any(m.key.startswith(words_only) for m in (
            q.answer.shape.headline, *(c.message for c in q.answer.shape.decides))):
        # an embedding model's job ("both are enough", advisor.ask.buying.both_enough) is words only: it reshapes
        # the comparison's short form (its LLM memory lines give way); the comparison itself is the command's. A
        # fine-tune of a named model is the command's own (compare --task, advisor.compare_job): no exception. An
        # image or video job named in words ("3090 vs titan xp for stable diffusion") likewise: the image set-ups
        # each card holds take the place of its LLM memory lines (advisor.ask.image_memory), and three or more cards
        # compared for it are ranked by their Stable Diffusion it/s (advisor.ask.image_compare); no option carries it.
        assert q.answer.shape.ranking == again.shape.ranking  # (a fits answer on a card, "3090 qlora", has no cards)
        assert getattr(q.answer, "cards", None) == getattr(again, "cards", None)
        return
    if q.answer.shape is not None and again.shape is not None and not any(
            c.message.key == "image.rank.heavier" for c in q.answer.shape.decides):
        # the heavier models' memory is said where no image model is named; a model named in words ("$800 stable
        # diffusion") drops it, and no option carries the words' SD (advisor.ask.firsts.image_speed_first)
        again = again.model_copy(update={"shape": again.shape.model_copy(update={"decides": [
            c for c in again.shape.decides if c.message.key != "image.rank.heavier"]})})
    shape = q.answer.shape
    if (command == "recommend" and shape is not None and shape.decides and asks_card(text)
            and shape.headline.key.startswith("why.summary.")):  # "… should i get" beside one card: the card's own
        # verdict heads and the budget's headline follows it (advisor.ask.named_lead, fix48a); no option carries the
        # words: put them back as the words raise them, the verdict first among what decides
        first, *rest = shape.decides
        q = q.model_copy(update={"answer": q.answer.model_copy(update={"shape": shape.model_copy(update={
            "headline": first.message, "decides": [first.model_copy(update={"message": shape.headline}), *rest]})})})
    raised = len(q.answer.shape.decides) - len(again.shape.decides) if q.answer.shape and again.shape else 0
    assert raised >= 0
    if raised:  # every fact the command gives is among the answer's, the words' own raised beside them
        mine = [c.model_dump_json() for c in q.answer.shape.decides]
        for fact in again.shape.decides:
            assert fact.model_dump_json() in mine
            mine.remove(fact.model_dump_json())
        q = q.model_copy(update={"answer": q.answer.model_copy(update={
            "shape": q.answer.shape.model_copy(update={"decides": again.shape.decides})})})
    if again.shape is not None:  # an owner's generic levers stay only where the words ask about memory (fitted.py)
        again = again.model_copy(update={"shape": levers_asked(text, q.read_as, again.shape)})
    from advisor.ask.support_first import support_first

    again = support_first(text, again)  # "3090 titan xp can i run": words asking whether a card works put its support
    # facts first (fix36c); no option carries those words: the same words, the same order
    from advisor.ask.stack_lead import stack_first

    again = stack_first(advisor, text, q.read_as, again)  # "rx 7900 xtx to learn pytorch": words asking about the
    # software lead with the card's PyTorch route (fix48a); no option carries those words
    answer = q.answer
    if command == "recommend":  # "training" said in words names the general ranking's use case in its headline
        # (advisor.ask.training_named, fix32c); no option carries the word: the same words, the same headline
        from advisor.ask.training_named import training_named

        again = training_named(text, q.read_as, again)
    if command == "fits":  # whose card it is comes from the words ("my", "a 3090"), not an option: the figures match
        from advisor.ask.asked_fit import without_lead
        from advisor.ask.fine_tune_way import fine_tune_way
        from advisor.asked_rig import not_owned

        again = fine_tune_way(text, q.read_as, again)  # "fine-tune" alone in words: the usual way first, though the
        # option names full fine-tuning, which leads (fix42b); then the asked wording of both
        again, answer = not_owned(again), without_lead(not_owned(answer))  # the yes or no the words ask (fix30c)
        answer = without_smaller(answer, again)  # ask's smaller model beside a 2-3-bit level (fix75b, mend56)
    from advisor.ask.currency_priced import priced_answer

    again = priced_answer(advisor, q.read_as, again)  # a budget in another currency: its rate and whose prices, said
    # by ask for every answer that weighs it (fix61b), the command's options carrying the budget to no other command
    from advisor.ask.china_power import china_power

    budget = getattr(q.read_as, "budget", None)
    again = china_power(advisor, again, q.language, getattr(budget, "currency", None))  # a question in Simplified
    # Chinese is asked from mainland China's sockets (fix64a): the language is the words', no option carries it
    assert in_any_order(again) == in_any_order(answer)


def without_smaller(answer, again):
    """``answer`` without the smaller model ask says after a 2-3-bit level the card holds the model at
    (:func:`advisor.ask.low_smaller.smaller_beside_low`, fix75b: hooked after the command, so no option carries it;
    "4070 ti super deepseek r1 32b", hypothesis found, mend56). Only where the command's own rig offers that level
    (``owned.fits.with-low``) and the rest of the headline is the command's."""
    shape = getattr(answer, "shape", None)
    head = getattr(shape, "headline", None)
    if head is None or head.key != "answer.join.sentences" or head.params["second"].key != "fix75b.low.smaller":
        return answer
    assert again.rig.message.key == "owned.fits.with-low" and again.shape.headline.key == "owned.fits.with-low"
    first = head.params["first"]
    return answer.model_copy(update={"shape": shape.model_copy(update={"headline": Message(
        key=first.key, params=first.params)})})


def in_any_order(answer):
    """The answer with its deciding facts in one fixed order: the words of a question raise some of them before the
    others (a budget's pick, a card's support, FLUX beside SD: ``advisor.ask.answer.concerned``), which no option
    carries; the facts themselves, the headline and everything else must be the command's."""
    shape = getattr(answer, "shape", None)
    if shape is None:
        return answer
    return answer.model_copy(update={"shape": shape.model_copy(update={
        "decides": sorted(shape.decides, key=lambda c: c.model_dump_json())})})
