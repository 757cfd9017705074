"""A LoRA adapter said for inference, not for training (fix73b, judge29 #1).

"I tried to do inference with a Llama-3 8B instruct model and a lora adapter", "vLLM with --enable-lora",
"加载lora推理": the job is inference — the base model's weights plus a small adapter — never the LoRA fine-tune the
word "lora" alone reads as (:data:`advisor.ask.words` ``[task]``). The adapter trained earlier ("an adapter I
fine-tuned", "微调后的lora") is a past training: the run asked is still inference. A training word said as the job
("train a lora and then run inference", "lora微调后推理") keeps the fine-tune.
"""

from __future__ import annotations

import re

from ..i18n import Message, msg

# a run that is inference, said in words or by a server's LoRA option (vLLM's --enable-lora / --lora-modules,
# LoRAX, a LoRA request); "load/loading a lora", "加载lora"
_INFERENCE = re.compile(
    r"(?<![a-z])(?:inference|inferencing|inferring|infer|serve|serving|served|deploy|deploying|deployment|"
    r"generate|generation|chat(?:ting)?\s+with)(?![a-z])|"
    r"--?enable[-_]lora|enable_lora|--?lora[-_]modules|lora_request|lorarequest|(?<![a-z])lorax(?![a-z])|"
    r"multi[-\s]?lora|(?<![a-z])(?:load|loads|loading|loaded|apply|applying|merge|merging|merged|attach|"
    r"attaching|hot[-\s]?swap\w*)\s+(?:(?:a|an|the|my|our|its|this|that|several|multiple|many)\s+)?"
    r"(?:\w+\s+){0,2}(?:q?lora|peft|adapters?)(?![a-z])|"
    r"(?<![a-z])(?:\d+|two|three|four|five|six|seven|eight|nine|ten|several|multiple|many|a\s+few|few)\s+"
    r"(?:different\s+|small\s+)?(?:q?lora|peft)\s+adapters(?![a-z])|"  # "5 lora adapters": adapters served (fix74b #5)
    r"(?<![a-z])(?:run|runs|running|use|using|host|hosting|swap|swapping)\s+(?:(?:a|an|the|my|our|some)\s+)?"
    r"(?:q?lora|peft)\s+adapters?(?![a-z])|"
    r"推理|推断|推斷|部署|加载\s*(?:的)?\s*q?lora|加載\s*(?:的)?\s*q?lora|挂载\s*q?lora|掛載\s*q?lora|合并\s*q?lora|合併\s*q?lora")
# a training said as the job asked: present or planned, never a past one that made the adapter ("fine-tuned",
# "trained", "微调后的", "训练好的")
_TRAINING = re.compile(
    r"(?<![a-z])(?:train|training|trains|fine[-\s]?tune|fine[-\s]?tuning|finetune|finetuning|fine[-\s]?tunes|sft|"
    r"grpo|dpo|backprop\w*|gradients?)(?![a-z])|"
    r"(?:训练|訓練|微调|微調|精调|精調)(?!\s*(?:好|后|後|过|過|完|出来|出來)|\s*的\s*(?:q?lora|模型|adapter|适配器|適配器))")


def lora_for_inference(text: str) -> bool:
    """True when ``text`` (the question) names a LoRA adapter for an inference run ("inference with … and a lora
    adapter", "vllm --enable-lora", "加载lora推理") and no training as the job asked; False otherwise ("lora
    fine-tune llama 8b", "训练lora然后推理")."""
    low = text.lower()
    return bool(_INFERENCE.search(low)) and not _TRAINING.search(low)


def adapter_note() -> Message:
    """The read-as note of a LoRA adapter read as used for inference: sized as the base model's run, the adapter's
    few weights beside it (it trains nothing here: no gradients, no optimizer states)."""
    return msg("fix73b.lora-inference", "A LoRA adapter loaded for inference: sized as the base model's inference (its "
               "weights, KV cache and overhead); the adapter adds only its own small weights, with no gradients or "
               "optimizer states, as training would. Say “train a LoRA” for the fine-tune.")
