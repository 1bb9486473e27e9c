// Reads Scripts/go-regexp-sample/cases.py's lines and prints each with the matches Go's regexp
// FindAllIndex finds: "0-1,2-3", or "-" for none (Scripts/go-regexp-sample.sh). Expressions Go
// refuses are left out.
package main

import (
	"bufio"
	"encoding/hex"
	"fmt"
	"os"
	"regexp"
	"strings"
)

func main() {
	in := bufio.NewScanner(os.Stdin)
	in.Buffer(make([]byte, 1<<20), 1<<20)
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	for in.Scan() {
		parts := strings.Split(in.Text(), "\t")
		p, _ := hex.DecodeString(parts[0])
		item, _ := hex.DecodeString(parts[1])
		re, err := regexp.Compile(string(p))
		if err != nil {
			continue
		}
		var ms []string
		for _, m := range re.FindAllIndex(item, -1) {
			ms = append(ms, fmt.Sprintf("%d-%d", m[0], m[1]))
		}
		s := strings.Join(ms, ",")
		if s == "" {
			s = "-"
		}
		fmt.Fprintf(out, "%s\t%s\t%s\n", parts[0], parts[1], s)
	}
}
