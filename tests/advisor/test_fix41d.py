"""fix41d (issues 27, 28; newuser20 problems 2 and 3): the wordings here are in no corpus row.

1. A generation verb beside a picture noun ("generate images with sdxl", "making pictures", "生成图片") is image
   generation, ranked by the generator's speed — never cv-research, which "images" alone reads as.
"""

from __future__ import annotations

import pytest

MAKING = ["generate images with sdxl, budget 1000", "best gpu for making images under 800",
          "I want to create pictures with AI, $600", "gpu for generating some anime images, 700 dollars",
          "which card to draw pictures with stable diffusion for 900", "image creation at home, budget $1200",
          "生成图片 预算5000元", "想生成一些图片，预算4000元", "用AI画图，预算3000元", "生成圖片用什麼顯卡 預算6000元",
          "图片生成用哪张卡，预算5000"]
NOT_MAKING = [("object detection on images, budget 1500", "cv-research"),
              ("create image datasets for segmentation, budget 1500", "cv-research"),
              ("render images in blender and train resnets, budget 1500", "cv-research"),
              ("图像分割用什么卡 预算8000元", "cv-research")]


@pytest.mark.parametrize("text", MAKING)
def test_pictures_made_are_image_generation(advisor, text):
    r = advisor.ask(text).read_as
    assert r.command == "recommend" and r.use_case == "image", r


@pytest.mark.parametrize(("text", "use"), NOT_MAKING)
def test_pictures_studied_stay_vision_research(advisor, text, use):
    r = advisor.ask(text).read_as
    assert r.use_case == use, r
