#!/usr/bin/env python3
"""picker-paths.py [N] [SEED]: N real-looking absolute paths on stdout, the same for the same seed
(default 1,000,000 and seed 25), mean about 100 bytes as `find /` prints them on a developer's
machine: deep trees under /home (projects with node_modules, .git, build output, virtual
environments), /usr (share/doc, lib/python3, include, src/linux-headers), /var, /opt, /snap; a
directory's files listed together; about 1% of names not ASCII (accents, Greek, CJK, an emoji).
For Benchmarks/picker-latency.py."""
import random
import sys

count = int(sys.argv[1]) if len(sys.argv) > 1 else 1_000_000
rng = random.Random(int(sys.argv[2]) if len(sys.argv) > 2 else 25)

users = ["ana", "bob", "chen", "dmitri", "eva"]
projects = ["terminal-fields", "web-frontend", "api-gateway", "data-pipeline", "mobile-app", "infra",
            "ml-experiments", "dotfiles", "blog", "kernel-patches", "game-engine", "compiler"]
packages = ["react", "react-dom", "lodash", "webpack", "babel-core", "@babel/preset-env", "typescript",
            "eslint", "jest", "express", "axios", "moment", "chalk", "commander", "debug", "yargs",
            "@types/node", "rxjs", "core-js", "regenerator-runtime", "postcss", "tailwindcss"]
dirs = ["src", "lib", "dist", "build", "test", "tests", "__tests__", "docs", "examples", "scripts",
        "internal", "pkg", "cmd", "components", "utils", "helpers", "models", "views", "controllers",
        "assets", "images", "fonts", "styles", "config", "fixtures", "migrations", "vendor", "api",
        "server", "client", "common", "core", "plugins", "locales", "templates", "static"]
stems = ["index", "main", "README", "utils", "helpers", "config", "setup", "test_main", "app",
         "server", "client", "handler", "router", "parser", "lexer", "types", "constants", "module",
         "LICENSE", "CHANGELOG", "package", "tsconfig", "webpack.config", "settings", "schema",
         "__init__", "conftest", "Makefile", "Dockerfile", "docker-compose", "manage", "urls"]
extensions = [".js", ".ts", ".tsx", ".jsx", ".json", ".md", ".py", ".pyc", ".go", ".rs", ".c", ".h",
              ".swift", ".css", ".scss", ".html", ".yml", ".yaml", ".toml", ".lock", ".map", ".d.ts",
              ".o", ".so", ".txt", ".png", ".svg", ""]
foreign = ["café", "naïve", "résumé", "Mühlenhoff", "straße", "Ωmega", "日本語", "données", "año",
           "über", "🎵music", "Ærø", "crème-brûlée"]
system = [
    "/usr/share/doc/{pkg}/{stem}{ext}", "/usr/share/locale/{lang}/LC_MESSAGES/{pkg}.mo",
    "/usr/lib/python3/dist-packages/{pkg}/{dir}/{stem}.py", "/usr/include/{pkg}/{dir}/{stem}.h",
    "/usr/src/linux-headers-6.1.0-13-amd64/include/{dir}/{dir2}/{stem}.h",
    "/usr/share/icons/hicolor/{size}/apps/{pkg}.png", "/var/lib/dpkg/info/{pkg}.{kind}",
    "/opt/{pkg}/{dir}/{dir2}/{dir}/{dir2}/{stem}{ext}", "/snap/{pkg}/{num}/usr/lib/x86_64-linux-gnu/{stem}.so",
    "/usr/share/man/man{sec}/{pkg}.{sec}.gz",
]
langs = ["de", "fr", "es", "ja", "zh_CN", "pt_BR", "ru", "it", "nl", "sv"]
debian = ["libc6", "python3-numpy", "gnome-shell", "firefox-esr", "libgtk-3-0", "openssh-client",
          "coreutils", "systemd", "git", "vim-runtime", "fonts-dejavu", "libreoffice-core"]


def name(choices, p=0.01):
    return rng.choice(foreign) if rng.random() < p else rng.choice(choices)


def home_path():
    base = f"/home/{rng.choice(users)}/work/projects/{rng.choice(projects)}/{rng.choice(projects)}"
    kind = rng.random()
    if kind < 0.45:
        parts = [base, "node_modules", rng.choice(packages)]
        while rng.random() < 0.6:
            parts += ["node_modules", rng.choice(packages)]
        parts += [name(dirs) for _ in range(rng.randint(1, 5))]
    elif kind < 0.55:
        parts = [base, ".git", "objects", f"{rng.randrange(256):02x}"]
        return "/".join(parts) + "/" + "".join(rng.choice("0123456789abcdef") for _ in range(38))
    elif kind < 0.65:
        parts = [base, ".venv", "lib", "python3.11", "site-packages", rng.choice(packages).strip("@")]
        parts += [name(dirs) for _ in range(rng.randint(1, 4))]
    else:
        parts = [base] + [name(dirs) for _ in range(rng.randint(2, 7))]
    return "/".join(parts) + "/" + name(stems) + rng.choice(extensions)


def system_path():
    return rng.choice(system).format(
        pkg=name(debian), stem=name(stems), ext=rng.choice(extensions), lang=rng.choice(langs),
        dir=name(dirs), dir2=name(dirs), size=rng.choice(["16x16", "48x48", "scalable"]),
        kind=rng.choice(["list", "md5sums", "postinst"]), num=rng.randint(100, 9999),
        sec=rng.randint(1, 8))


out = sys.stdout.buffer
written = 0
while written < count:
    # A directory's files come together, as find lists them.
    path = home_path() if rng.random() < 0.8 else system_path()
    folder = path.rsplit("/", 1)[0]
    batch = [path] + [folder + "/" + name(stems) + rng.choice(extensions) for _ in range(rng.randint(0, 6))]
    batch = batch[: count - written]
    out.write(("\n".join(batch) + "\n").encode("utf-8"))
    written += len(batch)
