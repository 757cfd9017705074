"""Making pictures said with a verb (issue 27, fix41d): "generate images with sdxl", "generating images", "make
images", "create pictures", "生成图片", "图片生成" are image generation (the ``image`` use case), never the
``cv-research`` that "images" alone reads as. A generation verb beside a picture noun, in either order, with up to
two words between ("generate some anime images", "生成一些图片"), never a data set's pictures ("create image
datasets"); rendering ("render images in blender") is 3D work,
not a generator's, and is not matched.
"""

from __future__ import annotations

import re

_VERB = (r"(?:generat(?:e|es|ed|ing)|mak(?:e|es|ing)|made|creat(?:e|es|ed|ing)|draw(?:s|ing)?|drew|produc(?:e|es|ing)"
         r"|paint(?:s|ing)?)")
_NOUN = (r"(?:images?|pictures?|pics|photos?|art|artworks?|illustrations?|wallpapers?|portraits?|drawings?|"
         r"paintings?|avatars?|anime\s+girls?)")
_NOUN_ZH = r"(?:图片|圖片|图像|圖像|照片|插画|插畫|图(?!表)|圖(?!表)|画(?!面|质|質)|畫(?!面|质|質))"
IMAGE_MAKING = re.compile(
    rf"(?<![a-z]){_VERB}(?:\s+(?!(?:of|from|for|with|on|in|to|and|or)\b)[\w\-]+){{0,2}}?\s+{_NOUN}(?![a-z])"
    r"(?!\s+(?:data|dataset|datasets|labels?|classifi|recogni|embedding|segment|detect))"
    r"|(?<![a-z])(?:image|picture|photo|art)s?\s+(?:generation|generator|generating|creation|synthesis|making)(?![a-z])"
    rf"|生成\S{{0,2}}?{_NOUN_ZH}|(?:图片|圖片|照片|图|圖)\s*生成|(?:ai|AI)\s*(?:画|畫|绘|繪)|生图|生圖")


def image_making(s: str) -> re.Match[str] | None:
    """Where ``s`` (the question, lower case) says pictures made by a generator, if it does."""
    return IMAGE_MAKING.search(s)
