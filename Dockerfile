# syntax=docker/dockerfile:1
# GPU Advisor — the Discord bot.
#
#   docker build -t gpu-advisor-bot .
#   docker run --rm --env-file .env gpu-advisor-bot python -m bot sync   # once: register commands
#   docker run -d --name gpu-advisor --restart unless-stopped --env-file .env gpu-advisor-bot
#
# The token is passed at run time (--env-file / -e DISCORD_TOKEN=...), never baked into the image.
FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1 \
    # the core reads its curated data from here and keeps the built catalogue here
    GPU_ADVISOR_DATA=/app/data \
    GPU_ADVISOR_DB=/app/var/catalog.sqlite \
    DATABASE_PATH=/app/var/catalog.sqlite \
    # charts are drawn headless; matplotlib's cache goes somewhere writable
    MPLBACKEND=Agg \
    MPLCONFIGDIR=/tmp/matplotlib

WORKDIR /app

RUN groupadd --system --gid 10001 advisor \
 && useradd --system --uid 10001 --gid advisor --home-dir /app --no-create-home \
        --shell /usr/sbin/nologin advisor

# 1. Dependencies only (this layer is rebuilt only when pyproject.toml changes).
COPY pyproject.toml ./
RUN python -c "import tomllib; print('\n'.join(tomllib.load(open('pyproject.toml', 'rb'))['project']['dependencies']))" \
        > /tmp/requirements.txt \
 && pip install -r /tmp/requirements.txt \
 && rm /tmp/requirements.txt

# 2. The package itself (advisor core + bot) and its curated data.
COPY README.md ./
COPY advisor ./advisor
COPY bot ./bot
COPY data ./data
RUN pip install --no-deps .

# 3. Build the catalogue now, so the container starts fast and needs no write access to data/.
RUN mkdir -p /app/var \
 && python -c "from advisor import Advisor; Advisor.load()" \
 && chown -R advisor:advisor /app/var

USER advisor

# No port to expose: the bot connects out to Discord's gateway.
CMD ["python", "-m", "bot"]
