# syntax=docker/dockerfile:1
# GPU Advisor — the Discord bot.
#
#   docker build -t gpu-advisor-bot .
#   docker run --rm --env-file .env gpu-advisor-bot python -m bot sync   # once: register the commands
#   docker run -d --name gpu-advisor --restart unless-stopped --env-file .env \
#       -v gpu-advisor-data:/data gpu-advisor-bot
#
# The token is passed at run time (--env-file / -e DISCORD_TOKEN=...), never baked into the image.
# A rebuild gives the same image: the base image is one pinned Python release, every Python
# package is installed from requirements.lock (exact versions; pip checks each file's hash; `make
# lock` rewrites it) and the rest is this repository's own files.
#
# Files at run time:
#   /opt/venv                        Python, the dependencies and the gpu-advisor package (one copy)
#   /opt/gpu-advisor/catalog.sqlite  the card catalogue (GPU_ADVISOR_DB), built with the image; read-only
#   /opt/gpu-advisor/matplotlib      matplotlib's font cache, built with the image
#   /data                            the volume for what the bot keeps between runs (see VOLUME below)
#   /data/gpu-advisor.sqlite         each server's prices and settings (DATABASE_PATH), written by the bot
ARG PYTHON_IMAGE=python:3.11.14-slim-trixie

# ---- build: the source becomes a wheel; the source tree and setuptools' build/ stay in this stage
FROM ${PYTHON_IMAGE} AS build
ENV PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1 \
    PYTHONDONTWRITEBYTECODE=1
WORKDIR /src
COPY pyproject.toml README.md LICENSE ./
COPY advisor ./advisor
COPY bot ./bot
COPY storage ./storage
COPY data ./data
RUN pip wheel --no-deps --wheel-dir /wheels .

# ---- the image
FROM ${PYTHON_IMAGE}
LABEL org.opencontainers.image.title="GPU Advisor" \
      org.opencontainers.image.description="Which GPU should I buy for deep learning? A Discord bot." \
      org.opencontainers.image.licenses="MIT"

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1 \
    PATH=/opt/venv/bin:$PATH \
    GPU_ADVISOR_DB=/opt/gpu-advisor/catalog.sqlite \
    DATABASE_PATH=/data/gpu-advisor.sqlite \
    MPLBACKEND=Agg \
    MPLCONFIGDIR=/opt/gpu-advisor/matplotlib

# The bot runs as an unprivileged user whose home is the data volume, so anything it writes lands
# in /data. matplotlib insists on a writable config folder, so that one folder is the user's too.
RUN groupadd --system --gid 10001 advisor \
 && useradd --system --uid 10001 --gid advisor --home-dir /data --no-create-home \
        --shell /usr/sbin/nologin advisor \
 && mkdir -p /data /opt/gpu-advisor/matplotlib \
 && chown advisor:advisor /data /opt/gpu-advisor/matplotlib

# 1. The dependencies, exactly as locked. The venv starts empty (no pip or setuptools of
#    ensurepip's choosing): only what the lock lists goes in, and pip refuses any file whose
#    hash is not in the lock.
RUN --mount=type=bind,source=requirements.lock,target=/lock/requirements.lock \
    python -m venv --without-pip /opt/venv \
 && pip --python /opt/venv/bin/python install --require-hashes -r /lock/requirements.lock

# 2. The package (advisor core, bot, curated data): its one copy, from the build stage's wheel,
#    which is mounted for this step only.
RUN --mount=type=bind,from=build,source=/wheels,target=/wheels \
    pip --python /opt/venv/bin/python install --no-deps --no-index /wheels/*.whl

# 3. The card catalogue, built now so the bot starts at once. It belongs to root and the bot only
#    reads it; a new image (new code or data) builds a new one, so it is never stale. One hash seed:
#    the name index it stores is a pickle whose sets follow the seed, so a rebuild gives the same file.
RUN PYTHONHASHSEED=0 python -c "from advisor import Advisor; Advisor.load()" \
 && chmod 0444 "$GPU_ADVISOR_DB"

USER 10001:10001
WORKDIR /opt/gpu-advisor

# 4. As the bot's user: warm matplotlib's font cache (else the first chart waits for it), and check
#    that the catalogue is current, so the bot never rebuilds it into a temporary folder.
RUN python -c "import matplotlib.font_manager" \
 && python -c "from advisor.catalog import _stored_fingerprint, default_db_path, fingerprint; \
assert _stored_fingerprint(default_db_path()) == fingerprint(), 'the catalogue would be rebuilt at start'" \
 && gpu-advisor recommend 500 > /dev/null

# Everything the bot keeps goes here: each server's prices and settings, in /data/gpu-advisor.sqlite
# (DATABASE_PATH; the card catalogue is part of the image). Mount a volume, or they go with the container.
VOLUME ["/data"]

# Ctrl-C semantics: on `docker stop` the bot logs out of Discord, closes its data file, stops its
# chart workers and exits 0 (SIGTERM does the same, for a runtime that ignores STOPSIGNAL).
STOPSIGNAL SIGINT

# Healthy while the bot's heartbeat (bot/health.py, written every 30 s) is fresh, it is connected
# to Discord and its data store answers; the check imports only the standard library.
HEALTHCHECK --interval=30s --timeout=10s --start-period=60s --retries=3 CMD ["python", "-m", "bot.health"]

# No port to expose: the bot connects out to Discord's gateway.
CMD ["python", "-m", "bot"]
